// The embedded database's own thread (decision 0027). The server's thread sends statements here
// (./pglite-worker.ts) and goes on answering requests while PostgreSQL, compiled to WebAssembly,
// plans and runs them: in the server's thread, every statement stopped all requests until it was
// done. Run by Node itself (type stripping), never bundled: erasable TypeScript only.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
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
function errorReply(id: number, error: unknown): ThreadReply {
  const e = error as Error & Record<string, unknown>;
  const fields: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(e ?? {})) if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  return { id, ok: false, error: { message: String(e?.message ?? error), name: String(e?.name ?? 'Error'), fields } };
}

// PGlite's own start parameters, then the server's (src/db/create.ts).
const db = new PGlite(dataDir ?? undefined, { startParams: [...PGlite.defaultStartParams, ...startParams] });
/**
 * Open transactions by id: the transaction, the way to end it, and PGlite's promise of its end
 * (resolved once COMMIT or ROLLBACK has run; a rollback asked for is not an error).
 */
const open = new Map<number, { tx: Transaction; end: (commit: boolean) => void; ended: Promise<void> }>();
class RollBack extends Error {}

/** The database, or the open transaction a statement belongs to. */
function targetOf(tx: number | undefined): PGlite | Transaction {
  const target = tx ? open.get(tx)?.tx : db;
  if (!target) throw new Error('the transaction has ended');
  return target;
}

async function run(request: ThreadRequest): Promise<unknown> {
  switch (request.op) {
    case 'ready':
      await db.waitReady;
      return null;
    case 'query':
      return targetOf(request.tx).query(request.text, request.params, { rowMode: request.rowMode, parsers: parsersFor(request.textTypes) });
    case 'exec':
      return targetOf(request.tx).exec(request.text);
    case 'begin':
      // PGlite's transaction runs until `end`; other statements wait for it, as on one connection.
      return new Promise<null>((started, failed) => {
        let began = false;
        const ended: Promise<void> = db
          .transaction(
            (tx) =>
              new Promise<void>((commit, rollBack) => {
                began = true;
                open.set(request.id, { tx, end: (yes) => (yes ? commit() : rollBack(new RollBack())), ended });
                started(null);
              }),
          )
          .catch((error: unknown) => {
            if (!began) failed(error);
            else if (!(error instanceof RollBack)) throw error;
          })
          .finally(() => open.delete(request.id));
        // `end` awaits it; this keeps a failure before then from being an unhandled rejection.
        ended.catch(() => {});
      });
    case 'end': {
      const transaction = open.get(request.tx);
      if (!transaction) throw new Error('the transaction has ended');
      transaction.end(request.commit);
      await transaction.ended;
      return null;
    }
    case 'close':
      await db.close();
      return null;
  }
}

port.on('message', (request: ThreadRequest) => {
  run(request).then(
    (result) => port.postMessage({ id: request.id, ok: true, result } satisfies ThreadReply),
    (error: unknown) => port.postMessage(errorReply(request.id, error)),
  );
});
