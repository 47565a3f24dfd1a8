import type { ReactNode } from 'react';
import { cn } from './cn';

type Tone = 'info' | 'success' | 'warning' | 'danger';
const tones: Record<Tone, string> = {
  info: 'bg-info-50 text-info-700 ring-info-700/20',
  success: 'bg-success-50 text-success-700 ring-success-700/20',
  warning: 'bg-sun-100 text-ink ring-sun-500/40',
  danger: 'bg-danger-50 text-danger-700 ring-danger-600/30',
};

export function Alert({ tone = 'info', title, children }: { tone?: Tone; title?: ReactNode; children?: ReactNode }) {
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'} className={cn('rounded-2xl p-4 ring-1 ring-inset', tones[tone])}>
      {title ? <p className="font-semibold">{title}</p> : null}
      {children ? <div className={title ? 'mt-1 text-sm' : 'text-sm'}>{children}</div> : null}
    </div>
  );
}
