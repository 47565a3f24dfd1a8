'use client';

import { localeNames } from '@/i18n/locales';
import { onDemand, useOnDemand } from '@/lib/client/on-demand';
import { buttonClasses } from '@/ui/button';
import { fill, useShellStrings } from './shell-strings';

const loadMenu = onDemand(() => import('./language-menu').then((module) => module.default));
const preload = () => void loadMenu().catch(() => undefined);

/**
 * Switches language on the same page. The menu itself (and its primitives library) loads on first
 * use, so pages do not pay for it up front; if it cannot load (offline), the button stays as it was.
 */
export function LanguageSwitcher() {
  const { loaded: LanguageMenu, busy, request } = useOnDemand(loadMenu);
  if (LanguageMenu) return <LanguageMenu />;
  return <LanguageButton onActivate={() => request()} aria-busy={busy || undefined} />;
}

export function LanguageButton({ onActivate, ...props }: { onActivate?: () => void } & React.ComponentProps<'button'>) {
  const { shell, locale: current } = useShellStrings();
  return (
    <button
      type="button"
      className={buttonClasses('ghost', 'sm', 'gap-1.5 px-2.5')}
      // The accessible name starts with the visible text (the language code).
      aria-label={`${current.toUpperCase()} – ${shell.chooseLanguage} (${fill(shell.currentLanguage, { language: localeNames[current] })})`}
      // Before the menu is loaded the button states its popup itself; afterwards the menu does.
      {...(onActivate ? { 'aria-haspopup': 'menu' as const, 'aria-expanded': false, onClick: onActivate } : {})}
      onPointerEnter={preload}
      onFocus={preload}
      {...props}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9s1.3-6.3 3.8-9z" />
      </svg>
      <span className="text-sm font-semibold uppercase">{current}</span>
    </button>
  );
}
