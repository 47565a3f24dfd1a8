import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from './create';
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
    expect(JSON.stringify(migrations)).toMatch(/"n":[1-9]/);
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
