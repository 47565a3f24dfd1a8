import { notFound } from 'next/navigation';
import { pageLocale } from './server/page-locale';

/**
 * A route whose records are created by a later capability: until then no record exists, so every
 * id is unknown and answers 404 (an id of an invalid format already gets "Page Not Found" with the
 * path, decided in the proxy).
 */
export default async function UnknownRecordPage({ params }: { params: Promise<{ locale: string; id: string }> }) {
  await pageLocale(params);
  notFound();
}
