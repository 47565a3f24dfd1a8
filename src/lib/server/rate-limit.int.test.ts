import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '@/db/create';
import { rowsOf } from '@/db/rows';
import { testDatabase } from '../../../test/database';
import { withinLimit } from './rate-limit';

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(async () => {
  await database?.close();
});

it('counts attempts in a window shared through the database, starts again after it, and keeps no readable key', async () => {
  const { db } = database;
  const limit = { max: 2, windowSeconds: 60 };
  const start = Date.parse('2026-12-01T10:00:00Z');
  const tries = await Promise.all([1, 2, 3].map(() => withinLimit(db, 'test', 'person@example.test', limit, start)));
  expect(tries.filter(Boolean)).toHaveLength(2);
  expect(await withinLimit(db, 'test', 'other@example.test', limit, start)).toBe(true);
  expect(await withinLimit(db, 'test', 'person@example.test', limit, start + 30_000)).toBe(false);
  expect(await withinLimit(db, 'test', 'person@example.test', limit, start + 61_000)).toBe(true);
  const keys = rowsOf<{ key: string }>(await db.execute(sql`select key from rate_limit`)).map((r) => r.key);
  expect(keys.join(' ')).not.toContain('example.test');
});
