'use client';

import { onDemand, useOnDemand } from '@/lib/client/on-demand';
import { buttonClasses } from '@/ui/button';
import { useShellStrings } from './shell-strings';

const loadDialog = onDemand(() => import('./mobile-menu-dialog').then((module) => module.default));
const preload = () => void loadDialog().catch(() => undefined);

/**
 * The phone navigation; the dialog and its primitives load when the menu is first opened. If they
 * cannot load (offline), the button stays as it was and the next press tries again.
 */
export function MobileMenu() {
  const { loaded: MobileMenuDialog, busy, request } = useOnDemand(loadDialog);
  return (
    <div className="xl:hidden">
      {MobileMenuDialog ? <MobileMenuDialog /> : <MenuButton onActivate={() => request()} aria-busy={busy || undefined} />}
    </div>
  );
}

export function MenuButton({ onActivate, ...props }: { onActivate?: () => void } & React.ComponentProps<'button'>) {
  const { shell } = useShellStrings();
  return (
    <button
      type="button"
      className={buttonClasses('ghost', 'sm', 'size-11 px-0')}
      aria-label={shell.openMenu}
      {...(onActivate ? { 'aria-haspopup': 'dialog' as const, 'aria-expanded': false, onClick: onActivate } : {})}
      onPointerEnter={preload}
      onTouchStart={preload}
      {...props}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
      </svg>
    </button>
  );
}
