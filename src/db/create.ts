import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { errorFields, log } from '../lib/logger';
import { acquireDataDirLock } from './lock';
import { rowsOf } from './rows';
import { PgliteThreadClient } from './pglite-worker';

type PGliteClient = import('@electric-sql/pglite').PGlite;

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The connection pool's figures (PostgreSQL); the embedded database has one connection. */
  pool(): { total: number; idle: number; waiting: number; max: number } | null;
}

/** The key of the PostgreSQL advisory lock held while migrations run ("exhale" in ASCII). */
export const MIGRATION_LOCK_KEY = 0x65_78_68_61_6c_65;

/** This build's migrations, as the journal lists them (tag and creation time). */
let journal: { tag: string; when: number }[] | undefined;
/** Read once: the readiness check asks on every probe, and the build's migrations do not change. */
export function journalEntries(): { tag: string; when: number }[] {
  journal ??= (JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] }).entries;
  return journal;
}

/**
 * How many of this build's migrations the database has not applied. Drizzle records each applied
 * migration with its journal time (`created_at`), so those newer than the last recorded are pending.
 */
export async function pendingMigrations(db: Db): Promise<number> {
  const rows = rowsOf<{ last: string | number | null }>(
    await db.execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`),
  );
  const last = Number(rows[0]?.last ?? 0);
  return journalEntries().filter((entry) => entry.when > last).length;
}

export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null };

/** The embedded database's buffer cache: small enough to stay within PGlite's initial memory. */
export const PGLITE_SHARED_BUFFERS = '32MB';

/** Connections each instance keeps to a PostgreSQL server at most. */
const POOL_SIZE = 10;

export const migrationsFolder = join(process.cwd(), 'src', 'db', 'migrations');

// Makes a new embedded data directory (initdb) in a worker thread. In the server's own thread,
// initdb's WebAssembly memory (about 190 MB) stayed in the process until a full garbage collection,
// which under load came late: the server's peak memory held two databases' worth. A worker's
// memory is returned when it ends (decision 0024).
const INIT_SOURCE = `const { parentPort, workerData } = require('node:worker_threads');
import('@electric-sql/pglite').then(async ({ PGlite }) => {
  const client = new PGlite(workerData);
  await client.waitReady;
  await client.close();
  parentPort.postMessage('done');
});`;

function initInWorker(dir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(INIT_SOURCE, { eval: true, workerData: dir });
    let done = false;
    worker.once('message', () => (done = true));
    worker.once('error', reject);
    worker.once('exit', (code) => (done ? resolve() : reject(new Error(`the embedded database could not be made (initdb ended with ${code})`))));
  });
}

/** Opens the database and applies pending migrations. `dataDir: null` is an in-memory PGlite. */
export async function createDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const [{ Pool }, { drizzle }, { migrate }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new Pool({ connectionString: target.url, max: POOL_SIZE });
    // An idle connection that the server ends (a restart, a failover, an administrator) is an
    // 'error' event on the pool: without a listener it would crash the process. The pool drops
    // that connection and opens a new one on the next query, so it is only worth a line in the log.
    let closing = false;
    pool.on('error', (error) => {
      if (!closing) log.warn('database connection lost; the pool opens a new one', errorFields(error));
    });
    const db = drizzle(pool, { schema });
    // Several instances may start at once: one applies the migrations under an advisory lock while
    // the others wait for it, then find nothing left to apply.
    const connection = await pool.connect();
    try {
      await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      try {
        await migrate(drizzle(connection, { schema }), { migrationsFolder });
      } finally {
        await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      }
    } finally {
      connection.release();
    }
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      ping: async () => void (await db.execute(sql`select 1`)),
      pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: POOL_SIZE }),
      close: () => {
        closing = true;
        return pool.end();
      },
    };
  }

  const release = target.dataDir ? acquireDataDirLock(target.dataDir) : () => {};
  try {
    const [{ drizzle }, { migrate }] = await Promise.all([
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
    if (target.dataDir && !existsSync(join(target.dataDir, 'pg', 'PG_VERSION'))) await initInWorker(join(target.dataDir, 'pg'));
    // PostgreSQL's default shared_buffers (128 MB) made the WASM memory grow to about 190 MB on
    // top of its 128 MB minimum; 32 MB of buffers fits in that minimum (decision 0024).
    const startParams = ['-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];
    // The database runs in a thread of its own, beside the server's (decision 0027).
    const client = await PgliteThreadClient.start(target.dataDir ? join(target.dataDir, 'pg') : null, startParams, (error) =>
      log.error('the embedded database stopped; every query now fails until the server is restarted', errorFields(error)),
    );
    const db = drizzle(client as unknown as PGliteClient, { schema });
    await migrate(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      ping: async () => void (await db.execute(sql`select 1`)),
      pool: () => null,
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
