'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Link } from '@/i18n/navigation';
import { buttonClasses } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { navItems } from './nav-items';

export function MobileMenu() {
  const t = useTranslations('shell');
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <div className="md:hidden">
      <Dialog
        variant="sheet"
        open={open}
        onOpenChange={setOpen}
        title={t('menuTitle')}
        closeLabel={t('closeMenu')}
        trigger={
          <button type="button" className={buttonClasses('ghost', 'sm', 'size-11 px-0')} aria-label={t('openMenu')}>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
            </svg>
          </button>
        }
      >
        <nav aria-label={t('mainNav')}>
          <ul className="space-y-1">
            {navItems.map((item) => (
              <li key={item.key}>
                <Link href={item.href} onClick={close} className="block rounded-xl px-3 py-3 text-lg font-medium hover:bg-brand-50">
                  {t(`nav.${item.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-6 grid gap-2">
          <Link href="/register" onClick={close} className={buttonClasses('primary', 'md')}>
            {t('startFree')}
          </Link>
          <Link href="/login" onClick={close} className={buttonClasses('secondary', 'md')}>
            {t('logIn')}
          </Link>
        </div>
      </Dialog>
    </div>
  );
}
