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
