'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';
import type { Messages } from '@/i18n/messages';

// The few translated strings the shell's client components need, handed down from the server
// layout: the browser gets these strings, not the message catalog and an ICU formatter.
export interface ShellStrings {
  locale: Locale;
  shell: Pick<
    Messages['shell'],
    'chooseLanguage' | 'currentLanguage' | 'language' | 'openMenu' | 'closeMenu' | 'menuTitle' | 'mainNav' | 'logIn' | 'startFree' | 'signOut' | 'signOutFailed' | 'account' | 'nav'
  >;
  server: Messages['errors']['server'];
  /** The header's cravings SOS button; the SOS itself loads its strings when opened. */
  sos: Pick<Messages['programme']['sos'], 'open' | 'title' | 'close'> & Messages['sosEverywhere'];
}

const Context = createContext<ShellStrings | null>(null);

export function ShellStringsProvider({ value, children }: { value: ShellStrings; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useShellStrings(): ShellStrings {
  const value = useContext(Context);
  if (!value) throw new Error('useShellStrings needs a ShellStringsProvider');
  return value;
}

export { fill } from '@/lib/fill';
