import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { Client } from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, journalEntries, MIGRATION_LOCK_KEY, pendingMigrations, type Database } from './create';
import { rowsOf } from './rows';
import { siteSettings } from './schema';
import { testDatabase } from '../../test/database';

describe('database', () => {
  let database: Database;
  afterAll(async () => {
    await database?.close();
  });

  it(`opens, migrates and answers (${process.env.TEST_DATABASE_URL ? 'PostgreSQL server' : 'embedded PGlite'})`, async () => {
    database = await testDatabase();
    await database.ping();
    await database.db.insert(siteSettings).values({ key: 'payments', value: { enabled: false } });
    const [row] = await database.db.select().from(siteSettings).where(eq(siteSettings.key, 'payments'));
    expect(row?.value).toEqual({ enabled: false });
    const migrations = await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(JSON.stringify(migrations)).toContain(`"n":${journalEntries().length}`);
    expect(await pendingMigrations(database.db)).toBe(0);
  });

  it('counts a migration of this build that the database has not applied as pending', async () => {
    const last = journalEntries().at(-1)!;
    await database.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${last.when}`);
    expect(await pendingMigrations(database.db)).toBe(1);
  });
});

describe('embedded database on disk', () => {
  it('keeps data across restarts and refuses a second opener while open', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'exhale-db-'));
    try {
      const first = await createDatabase({ kind: 'pglite', dataDir: dir });
      await first.db.insert(siteSettings).values({ key: 'k', value: 1 });
      await expect(createDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(/in use by process/);
      await first.close();
      const second = await createDatabase({ kind: 'pglite', dataDir: dir });
      const rows = await second.db.select().from(siteSettings);
      expect(rows.map((r) => r.key)).toEqual(['k']);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL server', () => {
  it('survives the server ending idle connections (a restart or an administrator) and answers again', async () => {
    const database = await testDatabase();
    try {
      // Several connections at once, so the pool keeps more than one idle.
      await Promise.all([1, 2, 3, 4].map(() => database.db.execute(sql`select pg_sleep(0.05)`)));
      const ended = await database.db.execute(
        sql`select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
      );
      expect(JSON.stringify(ended)).toContain('"ended":true');
      await new Promise((resolve) => setTimeout(resolve, 200));
      // Without a listener on the pool, the ended connections' errors would have crashed the process.
      await Promise.all([1, 2, 3, 4].map(() => database.ping()));
    } finally {
      await database.close();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('migrations on a PostgreSQL server shared by several instances', () => {
  it('are applied by one instance under an advisory lock while the others wait, and never twice', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const name = `exhale_migrate_${Date.now().toString(36)}`;
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const holder = new Client({ connectionString: url.toString() });
    const opened: Database[] = [];
    try {
      // Another instance is migrating: the lock is held.
      await holder.connect();
      await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      let started = 0;
      const starting = [1, 2, 3].map(() => createDatabase({ kind: 'postgres', url: url.toString() }).then((database) => (started++, opened.push(database), database)));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(started).toBe(0);
      await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      // Three instances starting together on an empty database: all start, each migration once.
      const [first] = await Promise.all(starting);
      const rows = await first!.db.execute(sql`select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash having count(*) > 1`);
      expect(rowsOf(rows)).toEqual([]);
      const count = await first!.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect(JSON.stringify(count)).toContain(`"n":${journalEntries().length}`);
      expect(await pendingMigrations(first!.db)).toBe(0);
      expect(first!.pool()).toMatchObject({ max: 10 });
    } finally {
      await holder.end();
      await Promise.all(opened.map((database) => database.close()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
