'use client';

import { Dialog as Primitive } from 'radix-ui';
import { useRef, type ReactNode } from 'react';
import { cn } from './cn';

export interface DialogProps {
  /** The button that opens it; without one, the dialog is opened only through `open`. */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  closeLabel: string;
  children: ReactNode;
  /** 'sheet' slides in from the side on phones (navigation); 'center' is a modal card. */
  variant?: 'center' | 'sheet';
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

const shown = (element: Element | null): element is HTMLElement => element instanceof HTMLElement && element.isConnected && element.getClientRects().length > 0;

export function Dialog({ trigger, title, description, closeLabel, children, variant = 'center', open, onOpenChange }: DialogProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Where focus was when it opened: focus goes back there when the trigger is hidden (a dialog
  // opened from the phone menu, whose own trigger shows only on wider screens).
  const before = useRef<Element | null>(null);
  return (
    <Primitive.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? (
        <Primitive.Trigger asChild ref={triggerRef}>
          {trigger}
        </Primitive.Trigger>
      ) : null}
      <Primitive.Portal>
        <Primitive.Overlay className="fixed inset-0 z-[var(--z-overlay)] bg-ink/40 backdrop-blur-[2px]" />
        <Primitive.Content
          className={cn(
            'fixed z-[var(--z-modal)] bg-surface p-6 shadow-2xl focus:outline-none',
            variant === 'sheet'
              ? 'inset-y-0 right-0 w-[min(22rem,88vw)] overflow-y-auto'
              : 'left-1/2 top-1/2 max-h-[92dvh] w-[min(32rem,94vw)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-[var(--radius-card)]',
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            before.current = document.activeElement;
          }}
          onCloseAutoFocus={(event) => {
            if (shown(triggerRef.current) || !shown(before.current)) return;
            event.preventDefault();
            before.current.focus();
          }}
        >
          <div className="flex items-start justify-between gap-4">
            <Primitive.Title className="text-lg font-bold">{title}</Primitive.Title>
            <Primitive.Close
              className="-mr-2 -mt-1 inline-flex size-10 items-center justify-center rounded-full text-ink-muted hover:bg-brand-50"
              aria-label={closeLabel}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
              </svg>
            </Primitive.Close>
          </div>
          {description ? (
            <Primitive.Description className="mt-1 text-sm text-ink-muted">{description}</Primitive.Description>
          ) : null}
          <div className="mt-4">{children}</div>
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  );
}
