import { isLocale, locales, type Locale } from '@/i18n/locales';
import { loadMessages, type Messages } from '@/i18n/messages';

/**
 * A file route with one file per language (`/manifests/de.webmanifest`, `/offline/de.html`):
 * every language's file is built with the app; any other name is 404.
 */
export function localeFileRoute(path: (locale: Locale) => string, respond: (locale: Locale, strings: Messages['pwa']) => Response) {
  const fileOf = (locale: Locale) => path(locale).split('/').pop()!;
  return {
    generateStaticParams: () => locales.map((locale) => ({ file: fileOf(locale) })),
    GET: async (_request: Request, { params }: { params: Promise<{ file: string }> }) => {
      const { file } = await params;
      const locale = file.slice(0, 2);
      if (!isLocale(locale) || fileOf(locale) !== file) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
      return respond(locale, (await loadMessages(locale)).pwa);
    },
  };
}
