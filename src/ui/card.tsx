import type { HTMLAttributes } from 'react';
import { cn } from './cn';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn('rounded-[var(--radius-card)] bg-surface p-6 shadow-[var(--shadow-card)] ring-1 ring-line', className)}
      {...props}
    />
  );
}
