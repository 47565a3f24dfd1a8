import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cn } from './cn';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'md' | 'lg' | 'sm';

const base =
  'inline-flex items-center justify-center gap-2 rounded-[var(--radius-control)] font-semibold transition-colors ' +
  'disabled:cursor-not-allowed disabled:opacity-60 select-none text-center';
const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 active:bg-brand-900',
  secondary: 'bg-surface text-brand-800 ring-1 ring-inset ring-brand-300 hover:bg-brand-50',
  ghost: 'text-ink hover:bg-brand-50',
  danger: 'bg-danger-600 text-white hover:bg-danger-700',
};
const sizes: Record<ButtonSize, string> = {
  // Small buttons sit in bars and stay on one line; the others wrap rather than overflow a phone.
  sm: 'min-h-9 px-3 text-sm whitespace-nowrap',
  md: 'min-h-11 px-5 py-2 text-base',
  lg: 'min-h-13 px-6 py-2.5 text-lg',
};

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string): string {
  return cn(base, variants[variant], sizes[size], extra);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  children: ReactNode;
}

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}
