// The embedded database's own thread (decision 0027). The server's thread sends statements here
// (./pglite-worker.ts) and goes on answering requests while PostgreSQL, compiled to WebAssembly,
// plans and runs them: in the server's thread, every statement stopped all requests until it was
// done. Run by Node itself (type stripping), never bundled: erasable TypeScript only.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Results, type Transaction } from '@electric-sql/pglite';
import type { ThreadReply, ThreadRequest } from './pglite-protocol.ts';

const port = parentPort!;
const { dataDir, startParams } = workerData as { dataDir: string | null; startParams: string[] };

/** The values of these types stay the text the database sends (dates and times, as Drizzle keeps them). */
const keptAsText = new Map<string, Record<number, (value: string) => string>>();
function parsersFor(textTypes: number[]): Record<number, (value: string) => string> {
  const key = textTypes.join(',');
  let parsers = keptAsText.get(key);
  if (!parsers) keptAsText.set(key, (parsers = Object.fromEntries(textTypes.map((id) => [id, (value: string) => value]))));
  return parsers;
}

/** What a database error carries, as plain data (an Error's own fields do not cross threads). */
function errorData(error: unknown): ThreadReply & { ok: false } {
  const e = error as Error & Record<string, unknown>;
  const fields: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(e ?? {})) if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  return { id: 0, ok: false, error: { message: String(e?.message ?? error), name: String(e?.name ?? 'Error'), fields } };
}

// PGlite's own start parameters, then the server's (src/db/create.ts).
const db = new PGlite(dataDir ?? undefined, { startParams: [...PGlite.defaultStartParams, ...startParams] });
/** Open transactions: their id → the transaction and the way to end it. */
const open = new Map<number, { tx: Transaction; end: (commit: boolean) => void }>();

async function run(request: ThreadRequest): Promise<unknown> {
  switch (request.op) {
    case 'ready':
      await db.waitReady;
      return null;
    case 'query': {
      const target = request.tx ? open.get(request.tx)?.tx : db;
      if (!target) throw new Error('the transaction has ended');
      const results: Results = await target.query(request.text, request.params, { rowMode: request.rowMode, parsers: parsersFor(request.textTypes) });
      return results;
    }
    case 'exec': {
      const target = request.tx ? open.get(request.tx)?.tx : db;
      if (!target) throw new Error('the transaction has ended');
      return target.exec(request.text);
    }
    case 'begin':
      // PGlite's transaction runs until `end`; other statements wait for it, as on one connection.
      return new Promise<null>((started, failed) => {
        let began = false;
        db.transaction(
          (tx) =>
            new Promise<void>((committed, rolledBack) => {
              began = true;
              open.set(request.id, { tx, end: (commit) => (commit ? committed() : rolledBack(new RollBack())) });
              started(null);
            }),
        ).then(
          () => finish(request.id, null),
          (error: unknown) => (began ? finish(request.id, error instanceof RollBack ? null : error) : failed(error)),
        );
      });
    case 'end': {
      const transaction = open.get(request.tx);
      if (!transaction) throw new Error('the transaction has ended');
      return new Promise((resolve, reject) => {
        ending.set(request.tx, { resolve, reject });
        transaction.end(request.commit);
      });
    }
    case 'close':
      await db.close();
      return null;
  }
}

class RollBack extends Error {}
/** The `end` requests waiting for their transaction to commit or roll back. */
const ending = new Map<number, { resolve: (value: null) => void; reject: (error: unknown) => void }>();
function finish(tx: number, error: unknown) {
  open.delete(tx);
  const waiting = ending.get(tx);
  ending.delete(tx);
  if (!waiting) return;
  if (error) waiting.reject(error);
  else waiting.resolve(null);
}

port.on('message', (request: ThreadRequest) => {
  run(request).then(
    (result) => port.postMessage({ id: request.id, ok: true, result } satisfies ThreadReply),
    (error: unknown) => port.postMessage({ ...errorData(error), id: request.id } satisfies ThreadReply),
  );
});
