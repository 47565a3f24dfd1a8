'use client';

import { useState } from 'react';
import { LocaleLink } from '@/i18n/link';
import { AccountControls } from '@/features/auth/components/account-controls';
import { useSignedIn } from '@/features/auth/client/session';
import { SosIcon, openSos } from '@/features/programme/components/sos-everywhere';
import { buttonClasses } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { MenuButton } from './mobile-menu';
import { navItems } from './nav-items';
import { useShellStrings } from './shell-strings';

export default function MobileMenuDialog() {
  const { shell, locale, sos } = useShellStrings();
  const [open, setOpen] = useState(true);
  const signedIn = useSignedIn();
  const close = () => setOpen(false);
  return (
    <Dialog variant="sheet" open={open} onOpenChange={setOpen} title={shell.menuTitle} closeLabel={shell.closeMenu} trigger={<MenuButton />}>
      {signedIn ? (
        <button
          type="button"
          className={buttonClasses('danger', 'lg', 'mb-4 w-full gap-2')}
          aria-haspopup="dialog"
          data-testid="sos-menu"
          onClick={() => {
            close();
            // Opened once the menu has closed, so focus moves into the SOS and not back to the menu button.
            window.setTimeout(openSos, 0);
          }}
        >
          <SosIcon />
          {sos.open}
        </button>
      ) : null}
      <nav aria-label={shell.mainNav}>
        <ul className="space-y-1">
          {navItems.map((item) => (
            <li key={item.key}>
              <LocaleLink locale={locale} href={item.href} onClick={close} className="block rounded-xl px-3 py-3 text-lg font-medium hover:bg-brand-50">
                {shell.nav[item.key]}
              </LocaleLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        <AccountControls layout="menu" onNavigate={close} />
      </div>
    </Dialog>
  );
}
