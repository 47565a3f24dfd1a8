'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { buttonClasses } from '@/ui/button';
import { useShellStrings } from './shell-strings';

const loadDialog = () => import('./mobile-menu-dialog');
const MobileMenuDialog = dynamic(loadDialog, { ssr: false, loading: () => <MenuButton /> });

/** The phone navigation; the dialog and its primitives load when the menu is first opened. */
export function MobileMenu() {
  const [active, setActive] = useState(false);
  return <div className="xl:hidden">{active ? <MobileMenuDialog /> : <MenuButton onActivate={() => setActive(true)} />}</div>;
}

export function MenuButton({ onActivate, ...props }: { onActivate?: () => void } & React.ComponentProps<'button'>) {
  const { shell } = useShellStrings();
  return (
    <button
      type="button"
      className={buttonClasses('ghost', 'sm', 'size-11 px-0')}
      aria-label={shell.openMenu}
      {...(onActivate ? { 'aria-haspopup': 'dialog' as const, 'aria-expanded': false, onClick: onActivate } : {})}
      onPointerEnter={() => void loadDialog()}
      onTouchStart={() => void loadDialog()}
      {...props}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
      </svg>
    </button>
  );
}
