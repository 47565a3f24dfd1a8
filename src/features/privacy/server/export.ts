import 'server-only';
import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '@/db/create';
import { queryPrepared } from '@/db/prepared';
import { quitAttempt } from '@/db/schema';
import { TOKEN_PATTERN } from '@/features/mail/email-token';
import { SECTIONS, type DataSection, type Person, type SectionKey } from './sections';

/** The shape of the export (docs/data-export.md). Raise the version when a field changes meaning. */
export const EXPORT_FORMAT = 'exhale-data-export';
export const EXPORT_VERSION = 2;

export type ExportRow = Record<string, string | number | boolean | null | object>;

/**
 * The person whose data is read, from their session's account (already read from the database),
 * with the time zone of their latest quit plan for the summary's dates.
 */
export async function personOf(db: Db, account: { id: string; email: string; name: string; locale?: string | null }): Promise<Person & { name: string; locale: string; timeZone: string }> {
  const [attempt] = await db.select({ timeZone: quitAttempt.timeZone }).from(quitAttempt).where(eq(quitAttempt.userId, account.id)).orderBy(desc(quitAttempt.createdAt)).limit(1);
  return { id: account.id, email: account.email, name: account.name, locale: account.locale ?? 'en', timeZone: attempt?.timeZone ?? 'UTC' };
}

function exportable(section: DataSection) {
  const omit = new Set(section.omit ?? []);
  return Object.fromEntries(Object.entries(getTableColumns(section.table)).filter(([name]) => !omit.has(name)));
}

function plain(value: unknown): ExportRow[string] {
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value as ExportRow[string];
}

/** What stands in an exported link for the secret it carried. */
export const REMOVED_SECRET = 'removed';
const LINK = /https?:\/\/[^\s<>"]+/g;

/**
 * `text` with the secrets of its links removed: `token` (and `callbackURL`'s own) query values,
 * and path segments shaped like a signed email-link token (unsubscribe, undo). The rest of each
 * link stays, so the reader still sees where it led.
 */
export function withoutLinkSecrets(text: string): string {
  return text.replace(LINK, (found) => {
    // Punctuation after a link in a sentence is not part of it.
    const link = found.replace(/[).,;:!?'’]+$/, '');
    const after = found.slice(link.length);
    const url = URL.parse(link);
    if (!url) return link;
    for (const key of [...url.searchParams.keys()]) if (/token/i.test(key)) url.searchParams.set(key, REMOVED_SECRET);
    url.pathname = url.pathname
      .split('/')
      .map((segment) => (TOKEN_PATTERN.test(segment) ? REMOVED_SECRET : segment))
      .join('/');
    const cleaned = url.toString();
    return (cleaned === new URL(link).toString() ? link : cleaned) + after;
  });
}

/** The person's rows of one section, oldest first where the table has a creation time. */
export async function sectionRows(db: Db, section: DataSection, person: Person): Promise<ExportRow[]> {
  const rows = (await db.select(exportable(section)).from(section.table).where(section.rows(person))) as Record<string, unknown>[];
  const accounts = new Set(section.accounts ?? []);
  const secrets = new Set(section.linkSecrets ?? []);
  const shown = (key: string, value: unknown) =>
    accounts.has(key) && value !== null ? (value === person.id ? 'self' : 'other') : secrets.has(key) && typeof value === 'string' ? withoutLinkSecrets(value) : plain(value);
  return rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, shown(key, value)])));
}

/** How many rows each section holds for the person: the data page's overview. */
export async function sectionCounts(db: Db, person: Person): Promise<Record<SectionKey, number>> {
  // One prepared statement for every section: the data page reads it on each visit, and a
  // statement per section was a turn of the embedded database each.
  const counts = sql.join(
    SECTIONS.map((section) => sql`(select count(*)::int from ${section.table} where ${section.rows(person)}) as ${sql.identifier(section.key)}`),
    sql`, `,
  );
  const [row] = await queryPrepared<Record<SectionKey, number | string>>(db, 'data_counts', sql`select ${counts}`);
  return Object.fromEntries(SECTIONS.map((section) => [section.key, Number(row?.[section.key] ?? 0)])) as Record<SectionKey, number>;
}

/**
 * The export as JSON, written section by section while it is read: nothing is kept on the
 * server, and a large history never sits whole in memory.
 */
export function jsonExport(db: Db, person: Person & { locale: string }, now: Date): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let next = 0;
  return new ReadableStream({
    start(controller) {
      const head = { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: now.toISOString(), locale: person.locale };
      controller.enqueue(encoder.encode(`${JSON.stringify(head).slice(0, -1)},"sections":{`));
    },
    async pull(controller) {
      const section = SECTIONS[next];
      if (!section) {
        controller.enqueue(encoder.encode('}}\n'));
        controller.close();
        return;
      }
      const rows = await sectionRows(db, section, person);
      controller.enqueue(encoder.encode(`${next > 0 ? ',' : ''}${JSON.stringify(section.key)}:${JSON.stringify(rows)}`));
      next++;
    },
  });
}
