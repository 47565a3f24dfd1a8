import type { Locale } from '@/i18n/locales';

/** What every block renderer gets besides its block: the reader's language and preview mode. */
export interface BlockContext {
  locale: Locale;
  /** Drafts seen by an editor: unknown blocks show a warning instead of nothing. */
  preview: boolean;
}
