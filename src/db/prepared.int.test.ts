import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../test/database';
import type { Database } from './create';
import { literal, queryPrepared } from './prepared';
import { rowsOf } from './rows';
import { user } from './schema';

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
  await database.db.insert(user).values([
    { id: 'p1', name: "Siobhán O'Brien", email: 'p1@example.test', createdAt: new Date('2026-11-01T08:30:00Z') },
    { id: 'p2', name: 'Robert"); drop table "user"; --', email: 'p2@example.test' },
  ]);
});
afterAll(async () => database?.close());

const statement = (id: string, since: string) => sql`
  select u.name, u.created_at as "createdAt", date '2026-12-01' as day, json_build_object('id', u.id, 'at', u.created_at) as detail, ${since}::timestamptz <= u.created_at as later
    from ${user} u where u.id = ${id}`;

describe('prepared statements', () => {
  it('answer exactly as the ordinary statement does, the first time and when reused', async () => {
    const { db } = database;
    for (const id of ['p1', 'p2']) {
      const plain = rowsOf(await db.execute(statement(id, '2026-10-01T00:00:00Z')));
      expect(await queryPrepared(db, 'test_user', statement(id, '2026-10-01T00:00:00Z'))).toEqual(plain);
      expect(await queryPrepared(db, 'test_user', statement(id, '2026-10-01T00:00:00Z'))).toEqual(plain);
    }
    const [row] = await queryPrepared<{ name: string; createdAt: string; day: string; later: boolean }>(db, 'test_user', statement('p1', '2026-12-01T00:00:00Z'));
    expect(row).toMatchObject({ name: "Siobhán O'Brien", day: '2026-12-01', later: false });
    expect(typeof row!.createdAt).toBe('string');
  });

  it('keep parameters as values: quotes and statements in text are only text', async () => {
    const { db } = database;
    const [row] = await queryPrepared<{ name: string }>(db, 'test_user', statement('p2', '2026-01-01T00:00:00Z'));
    expect(row!.name).toBe('Robert"); drop table "user"; --');
    expect(await queryPrepared(db, 'test_user', statement("p1' or '1'='1", '2026-01-01T00:00:00Z'))).toEqual([]);
    expect(rowsOf(await db.execute(sql`select count(*)::int as n from ${user}`))).toEqual([{ n: 2 }]);
  });

  it('run as ordinary statements inside a transaction', async () => {
    const rows = await database.db.transaction(async (tx) => queryPrepared<{ name: string }>(tx as never, 'test_user', statement('p1', '2026-01-01T00:00:00Z')));
    expect(rows.map((r) => r.name)).toEqual(["Siobhán O'Brien"]);
  });
});

describe('literal', () => {
  it('writes each kind of parameter as SQL', () => {
    expect(literal(null)).toBe('null');
    expect(literal(undefined)).toBe('null');
    expect(literal(42)).toBe('42');
    expect(literal(true)).toBe('true');
    expect(literal("it's")).toBe("'it''s'");
    expect(literal('back\\slash')).toBe("'back\\slash'");
    expect(literal(new Date('2026-12-01T00:00:00Z'))).toBe("'2026-12-01T00:00:00.000Z'");
    expect(literal({ a: "b'c" })).toBe(`'{"a":"b''c"}'`);
    expect(() => literal(Number.NaN)).toThrow();
    expect(() => literal('a\0b')).toThrow();
  });
});
