import type { Metadata } from 'next';
import { DataPage } from '@/features/privacy/components/data-page';
import { pageMetadata } from '@/features/shell/server/metadata';
import { pageLocale, type LocaleParams } from '@/features/shell/server/page-locale';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await pageLocale(params), '/data-deletion', 'dataDeletion', { noindex: true });
}

export default async function Page({ params }: LocaleParams) {
  return <DataPage locale={await pageLocale(params)} />;
}
