import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteThreadClient } from './pglite-worker';

// The embedded database's thread (decision 0027) behaves as PGlite's one connection did:
// transactions commit or roll back whole, other statements wait for them, errors keep their code.

let client: PgliteThreadClient;
const lost: Error[] = [];
const KEEP_TEXT = { 1184: (value: string) => value };

beforeAll(async () => {
  client = await PgliteThreadClient.start(null, [], (error) => lost.push(error));
  await client.exec('create table t (id int primary key, note text, at timestamptz)');
});
afterAll(async () => client?.close());

describe('the embedded database in its own thread', () => {
  it('answers statements with their rows, in object or array mode, keeping the types asked as text', async () => {
    await client.query('insert into t values ($1, $2, $3)', [1, 'one', new Date('2026-11-01T10:00:00Z')]);
    const objects = await client.query<{ id: number; note: string; at: string }>('select id, note, at from t where id = $1', [1], { parsers: KEEP_TEXT });
    expect(objects.rows).toEqual([{ id: 1, note: 'one', at: '2026-11-01 10:00:00+00' }]);
    const arrays = await client.query<unknown[]>('select id, note, json_build_object($1::text, 2) as j from t', ['k'], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1, 'one', { k: 2 }]]);
    const dated = await client.query<{ at: Date }>('select at from t where id = 1');
    expect(dated.rows[0]!.at).toBeInstanceOf(Date);
  });

  it('refuses a parser that would change a value (it cannot run in the thread)', () => {
    expect(() => client.query('select 1', [], { parsers: { 23: (value: string) => Number(value) } })).toThrow(/only keeps values as text/);
  });

  it('gives database errors with their code and keeps working after them', async () => {
    const error = (await client.query('insert into t values (1, $1, null)', ['again']).catch((e: unknown) => e)) as Error & { code?: string; constraint?: string };
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe('23505');
    expect(error.message).toMatch(/duplicate key/);
    expect((await client.query('select count(*)::int as n from t')).rows).toEqual([{ n: 1 }]);
  });

  it('commits a transaction whole, and rolls it back whole when it throws', async () => {
    await client.transaction(async (tx) => {
      await tx.query('insert into t values (2, $1, null)', ['two']);
      await tx.query('insert into t values (3, $1, null)', ['three']);
    });
    const failed = client.transaction(async (tx) => {
      await tx.query('insert into t values (4, $1, null)', ['four']);
      throw new Error('changed my mind');
    });
    await expect(failed).rejects.toThrow('changed my mind');
    const broken = client.transaction(async (tx) => {
      await tx.query('insert into t values (5, $1, null)', ['five']);
      await tx.query('insert into t values (2, $1, null)', ['duplicate']);
    });
    await expect(broken).rejects.toMatchObject({ code: '23505' });
    expect((await client.query<{ id: number }>('select id from t order by id')).rows.map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it('lets other statements wait until a transaction ends, as on one connection', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const order: string[] = [];
    const transaction = client.transaction(async (tx) => {
      await tx.query('insert into t values (10, $1, null)', ['inside']);
      await held;
      order.push('transaction ends');
    });
    // Sent while the transaction is open: it must not see (or join) the uncommitted row early.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = client.query<{ n: number }>('select count(*)::int as n from t where id = 10').then((result) => {
      order.push('outside answered');
      return result.rows[0]!.n;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    expect(await outside).toBe(1);
    expect(order).toEqual(['transaction ends', 'outside answered']);
    expect(lost).toEqual([]);
  });

  it('refuses statements once closed, without reporting the end as a loss', async () => {
    const other = await PgliteThreadClient.start(null, [], (error) => lost.push(error));
    await other.close();
    await expect(other.query('select 1')).rejects.toThrow(/ended/);
    expect(lost).toEqual([]);
  });
});
