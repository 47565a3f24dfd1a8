'use client';

import { useState } from 'react';
import { LocaleLink } from '@/i18n/link';
import { AccountControls } from '@/features/auth/components/account-controls';
import { Dialog } from '@/ui/dialog';
import { MenuButton } from './mobile-menu';
import { navItems } from './nav-items';
import { useShellStrings } from './shell-strings';

export default function MobileMenuDialog() {
  const { shell, locale } = useShellStrings();
  const [open, setOpen] = useState(true);
  const close = () => setOpen(false);
  return (
    <Dialog variant="sheet" open={open} onOpenChange={setOpen} title={shell.menuTitle} closeLabel={shell.closeMenu} trigger={<MenuButton />}>
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
