import type { Locale } from './locales';
import type { Messages } from './messages';
import type { routing } from './routing';

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
    Routing: typeof routing;
  }
}
