import type { SQL } from 'drizzle-orm';
import type { Db } from './create';
import { rowsOf } from './rows';

// Statements read on every visit of a page are planned once per connection and then reused
// (PostgreSQL's prepared statements): on the embedded PGlite, planning a statement with several
// subqueries costs more than running it. node-postgres prepares a named query on each pooled
// connection by itself; PGlite, one connection in the process, gets PREPARE once and EXECUTE after.

type PgliteClient = { query(text: string, params: unknown[], options: { parsers: Record<number, (value: string) => unknown> }): Promise<{ rows: unknown[] }>; exec(text: string): Promise<unknown> };
type PoolClient = { totalCount: number; query(config: { name: string; text: string; values: unknown[]; types: unknown }): Promise<{ rows: unknown[] }> };

// Dates, times and intervals stay the strings the database sends, as Drizzle's own queries keep
// them (date, timestamp, timestamptz, interval and their arrays).
const KEPT_AS_TEXT = [1082, 1114, 1184, 1186, 1182, 1115, 1185, 1187];
const asText = (value: string) => value;
const pgliteParsers = Object.fromEntries(KEPT_AS_TEXT.map((id) => [id, asText]));
let pgTypes: { getTypeParser(id: number, format?: string): unknown } | undefined;
type Internals = { $client?: unknown; dialect?: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } } };

const prepared = new WeakMap<object, Set<string>>();

/** A short, stable name for a statement's text: the same text, the same prepared statement. */
function statementName(name: string, text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return `${name}_${(hash >>> 0).toString(36)}`;
}

/** A parameter as an SQL literal for EXECUTE (which takes no bind parameters). */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('not a finite number');
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : JSON.stringify(value);
  if (text.includes('\0')) throw new Error('text with a NUL character');
  // standard_conforming_strings is on: a quote is the only character to double.
  return `'${text.replaceAll("'", "''")}'`;
}

/**
 * Runs a read-only statement as a prepared statement named after `name`, and returns its rows.
 * Outside a known driver (a transaction, another client) it runs as an ordinary statement.
 */
export async function queryPrepared<T>(db: Db, name: string, query: SQL): Promise<T[]> {
  const { $client: client, dialect } = db as unknown as Internals;
  if (!client || typeof client !== 'object' || !dialect) return rowsOf<T>(await db.execute(query));
  const { sql: text, params } = dialect.sqlToQuery(query);
  const id = statementName(name, text);
  if ('totalCount' in client) {
    pgTypes ??= (await import('pg')).default.types;
    const types = { getTypeParser: (typeId: number, format?: string) => (KEPT_AS_TEXT.includes(typeId) ? asText : pgTypes!.getTypeParser(typeId, format)) };
    return (await (client as PoolClient).query({ name: id, text, values: params, types })).rows as T[];
  }
  if (!('exec' in client)) return rowsOf<T>(await db.execute(query));
  const pglite = client as PgliteClient;
  let names = prepared.get(pglite);
  if (!names) prepared.set(pglite, (names = new Set()));
  if (!names.has(id)) {
    await pglite.exec(`prepare ${id} as ${text}`).catch((error: unknown) => {
      // Prepared by an earlier call that did not finish recording it: already there is fine.
      if (!String((error as Error)?.message).includes('already exists')) throw error;
    });
    names.add(id);
  }
  return (await pglite.query(params.length ? `execute ${id}(${params.map(literal).join(', ')})` : `execute ${id}`, [], { parsers: pgliteParsers })).rows as T[];
}
