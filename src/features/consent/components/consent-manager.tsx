'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import type { Locale } from '@/i18n/locales';
import type { ConsentStrings } from '../config';
import { whenIdle } from '@/lib/client/when-idle';
import { loadConsent } from '../load';

/**
 * Runs the consent script when the page is idle, and again after each client-side navigation
 * (spec: "after each page navigation the cookie-consent script is re-run") and language change.
 */
export function ConsentManager({ locale, strings }: { locale: Locale; strings: ConsentStrings }) {
  const pathname = usePathname();
  const latest = useRef(strings);
  useEffect(() => {
    latest.current = strings;
  }, [strings]);

  useEffect(
    () =>
      whenIdle(() => {
        loadConsent()
          .then((consent) => consent.runConsent(locale, latest.current))
          .catch(() => {
            // The library failed to load (offline): the page works without it; the next navigation retries.
          });
      }),
    [pathname, locale],
  );

  return null;
}
