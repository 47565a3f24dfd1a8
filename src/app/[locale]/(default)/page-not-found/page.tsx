import type { Metadata } from 'next';
import { NotFoundView, notFoundMetadata } from '@/features/shell/components/not-found-view';
import { pageLocale, type LocaleParams } from '@/features/shell/server/page-locale';

// The 404 page of each locale, prerendered so server.mjs can answer unknown paths with it
// (status 404) without a render; see docs/decisions/0006-not-found-pages.md.
export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return notFoundMetadata(await pageLocale(params));
}

export default async function PageNotFound({ params }: LocaleParams) {
  return <NotFoundView locale={await pageLocale(params)} />;
}
