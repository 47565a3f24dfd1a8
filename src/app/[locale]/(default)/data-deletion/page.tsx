import type { Metadata } from 'next';
import { DataPage } from '@/features/privacy/components/data-page';
import { pageMetadata } from '@/features/shell/server/metadata';
import { pageLocale, type LocaleParams } from '@/features/shell/server/page-locale';

// Prerendered per locale, the same for everyone: sent only to a browser with a session cookie
// (the path is guarded); the person's part comes from GET /api/account/data.

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await pageLocale(params), '/data-deletion', 'dataDeletion', { noindex: true });
}

export default async function Page({ params }: LocaleParams) {
  return <DataPage locale={await pageLocale(params)} />;
}
