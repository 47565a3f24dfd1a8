import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { errorFields, log } from '../lib/logger';
import { acquireDataDirLock } from './lock';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null };

/** The embedded database's buffer cache: small enough to stay within PGlite's initial memory. */
export const PGLITE_SHARED_BUFFERS = '32MB';

export const migrationsFolder = join(process.cwd(), 'src', 'db', 'migrations');

/** Opens the database and applies pending migrations. `dataDir: null` is an in-memory PGlite. */
export async function createDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const [{ Pool }, { drizzle }, { migrate }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new Pool({ connectionString: target.url, max: 10 });
    // An idle connection that the server ends (a restart, a failover, an administrator) is an
    // 'error' event on the pool: without a listener it would crash the process. The pool drops
    // that connection and opens a new one on the next query, so it is only worth a line in the log.
    let closing = false;
    pool.on('error', (error) => {
      if (!closing) log.warn('database connection lost; the pool opens a new one', errorFields(error));
    });
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => {
        closing = true;
        return pool.end();
      },
    };
  }

  const release = target.dataDir ? acquireDataDirLock(target.dataDir) : () => {};
  try {
    const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
    // PostgreSQL's default shared_buffers (128 MB) made the WASM memory grow to about 190 MB on
    // top of its 128 MB minimum; 32 MB of buffers fits in that minimum (decision 0024).
    const options = { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`] };
    const client = target.dataDir ? new PGlite(join(target.dataDir, 'pg'), options) : new PGlite(options);
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      ping: async () => void (await db.execute(sql`select 1`)),
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
