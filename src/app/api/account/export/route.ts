import { NextResponse } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { getSession } from '@/features/auth/server/auth';
import { exportQuery } from '@/features/privacy/schema';
import { exportOf } from '@/features/privacy/server/export-download';
import { valueInWords, type SummaryText } from '@/features/privacy/server/export-html';
import { isLocale, localeTags } from '@/i18n/locales';
import { requestNow } from '@/lib/server/clock';

const noStore = { 'Cache-Control': 'private, no-store' };

/**
 * The signed-in person's data as a download: JSON (docs/data-export.md) or a readable HTML
 * summary in their language. Made while it is sent; nothing is stored.
 */
export async function GET(request: Request) {
  const query = exportQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return NextResponse.json({ error: 'invalid-argument' }, { status: 400, headers: noStore });
  const session = await getSession();
  if (!session) return NextResponse.json({ error: 'unauthenticated' }, { status: 401, headers: noStore });
  const download = await exportOf(session.user as typeof session.user & { locale?: string | null });
  const { person } = download;
  const now = await requestNow();
  const day = now.toISOString().slice(0, 10);
  const headers = { ...noStore, 'X-Content-Type-Options': 'nosniff' };

  if (query.data.format === 'json') {
    return new Response(download.json(now), {
      headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Content-Disposition': `attachment; filename="exhale-data-${day}.json"` },
    });
  }
  const locale = query.data.locale ?? (isLocale(person.locale) ? person.locale : 'en');
  const [t, all] = await Promise.all([getTranslations({ locale, namespace: 'privacy' }), getTranslations({ locale })]);
  const text: SummaryText = {
    locale: localeTags[locale],
    title: t('export.title'),
    intro: t('export.intro'),
    exportedAt: (date) => t('export.exportedAt', { date }),
    timeZone: (zone) => t('export.timeZone', { zone }),
    contents: t('export.contents'),
    nothing: t('export.nothing'),
    yes: t('export.yes'),
    no: t('export.no'),
    section: (key) => ({ title: t(`sections.${key}.title` as never), hint: t(`sections.${key}.hint` as never) }),
    field: (name) => (t.has(`fields.${name}` as never) ? t(`fields.${name}` as never) : name),
    value: valueInWords((key) => all.has(key as never), (key) => all(key as never)),
  };
  return new Response(download.html(now, text), {
    headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8', 'Content-Disposition': `attachment; filename="exhale-data-${day}.html"`, 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'" },
  });
}
