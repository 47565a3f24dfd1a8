import type { ReactNode } from 'react';
import { cn } from '@/ui/cn';

/** A table that scrolls inside itself on a narrow screen, never the page. */
export function AdminTable({ caption, children, minWidth = '48rem', className }: { caption: string; children: ReactNode; minWidth?: string; className?: string }) {
  return (
    // `relative`: what is positioned inside (a row's visually hidden status) stays in the scroll box.
    <div className={cn('relative mt-4 overflow-x-auto rounded-2xl bg-surface ring-1 ring-line', className)} role="region" aria-label={caption} tabIndex={0}>
      <table className="w-full text-left text-sm" style={{ minWidth }}>
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export const th = 'px-4 py-3 font-semibold';
export const td = 'px-4 py-3 align-top';
export const headRow = 'bg-canvas text-ink-muted';
export const bodyRow = 'border-t border-line';
