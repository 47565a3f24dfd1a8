import { notFound } from 'next/navigation';
import { env } from '@/config/env';
import { pageLocale } from '@/features/shell/server/page-locale';

export const dynamic = 'force-dynamic';

// Lets the end-to-end tests see the 500 page; a 404 unless E2E_TEST_ROUTES is on.
export default async function ServerErrorProbe({ params }: { params: Promise<{ locale: string }> }) {
  await pageLocale(params);
  if (!env().E2E_TEST_ROUTES) notFound();
  throw new Error('Deliberate failure for the end-to-end test of the 500 page');
}
