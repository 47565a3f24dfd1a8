import { notFound } from 'next/navigation';
import { pageLocale } from '@/features/shell/server/page-locale';

// Any path the app does not know renders the 404 page of its locale.
export default async function UnknownPath({ params }: { params: Promise<{ locale: string }> }) {
  await pageLocale(params);
  notFound();
}
