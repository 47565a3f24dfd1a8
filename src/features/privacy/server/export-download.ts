import 'server-only';
import { getDb } from '@/db/client';
import { jsonExport, personOf } from './export';
import { htmlExport, type SummaryText } from './export-html';

/**
 * The signed-in person's data export (GET /api/account/export), on the app's database: who they
 * are, read now, and the download in either format, read while it is sent.
 */
export async function exportOf(account: { id: string; email: string; name: string; locale?: string | null }) {
  const { db } = await getDb();
  const person = await personOf(db, account);
  return {
    person,
    json: (now: Date) => jsonExport(db, person, now),
    html: (now: Date, text: SummaryText) => htmlExport(db, person, now, text),
  };
}
