import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ThreadReply, ThreadRequest } from './pglite-protocol';

// The server's side of the embedded database's thread (decision 0027): a client with the part of
// PGlite's interface that Drizzle and src/db/prepared.ts use (query, exec, transaction, close),
// whose statements run in ./pglite-thread.ts.

type Parsers = Record<number, (value: string) => unknown>;
export interface ThreadQueryOptions {
  rowMode?: 'array' | 'object';
  /** Only parsers that keep a type's text as it is (the thread cannot run a function from here). */
  parsers?: Parsers;
}
export interface ThreadResults<T = unknown> {
  rows: T[];
  fields: Array<{ name: string; dataTypeID: number }>;
  affectedRows?: number;
}
export interface ThreadTransaction {
  query<T>(text: string, params?: unknown[], options?: ThreadQueryOptions): Promise<ThreadResults<T>>;
  exec(text: string): Promise<ThreadResults[]>;
}

/** The thread's file: run by Node itself from the source tree, like server.mjs's own imports. */
export const THREAD_FILE = join(process.cwd(), 'src', 'db', 'pglite-thread.ts');
/**
 * The thread's JavaScript heap (PostgreSQL's own memory is WebAssembly memory, outside it): about
 * 15 MB are in use after a full collection under the bench; without limits V8 kept some 85 MB.
 */
const THREAD_HEAP = { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16 };

const probe = '2026-01-01 00:00:00+00';
const textTypesKnown = new WeakMap<Parsers, number[]>();
/** The type ids whose values stay text; refuses a parser that would do more. Checked once per parsers object. */
function textTypesOf(parsers: Parsers | undefined): number[] {
  if (!parsers) return [];
  let ids = textTypesKnown.get(parsers);
  if (!ids) {
    ids = Object.entries(parsers).map(([id, parse]) => {
      if (parse(probe) !== probe) throw new Error(`the embedded database's thread only keeps values as text (type ${id})`);
      return Number(id);
    });
    textTypesKnown.set(parsers, ids);
  }
  return ids;
}

function errorOf(error: Extract<ThreadReply, { ok: false }>['error']): Error {
  return Object.assign(new Error(error.message), error.fields, { name: error.name });
}

export class PgliteThreadClient implements ThreadTransaction {
  readonly #worker: Worker;
  #next = 1;
  readonly #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  #broken: Error | null = null;
  #closing = false;

  private constructor(worker: Worker, onLost: (error: Error) => void) {
    this.#worker = worker;
    worker.unref();
    worker.on('message', (reply: ThreadReply) => {
      const waiting = this.#pending.get(reply.id);
      if (!waiting) return;
      this.#pending.delete(reply.id);
      if (this.#pending.size === 0) worker.unref();
      if (reply.ok) waiting.resolve(reply.result);
      else waiting.reject(errorOf(reply.error));
    });
    const lost = (error: Error) => {
      if (this.#broken) return;
      this.#broken = error;
      for (const waiting of this.#pending.values()) waiting.reject(error);
      this.#pending.clear();
      if (!this.#closing) onLost(error);
    };
    worker.on('error', (error) => lost(error instanceof Error ? error : new Error(String(error))));
    worker.on('exit', (code) => lost(new Error(`the embedded database's thread ended (${code})`)));
  }

  /** Starts the thread on `dataDir` (null: in memory) and waits until the database is open. */
  static async start(dataDir: string | null, startParams: string[], onLost: (error: Error) => void): Promise<PgliteThreadClient> {
    const worker = new Worker(THREAD_FILE, { workerData: { dataDir, startParams }, resourceLimits: THREAD_HEAP });
    const client = new PgliteThreadClient(worker, onLost);
    try {
      await client.#send({ op: 'ready' });
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    return client;
  }

  #send<T>(request: DistributiveOmit<ThreadRequest, 'id'>, id = this.#next++): Promise<T> {
    if (this.#broken) return Promise.reject(this.#broken);
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      // Waiting for an answer keeps the process alive; an idle database does not.
      if (this.#pending.size === 1) this.#worker.ref();
      this.#worker.postMessage({ ...request, id });
    });
  }

  query<T>(text: string, params: unknown[] = [], options: ThreadQueryOptions = {}, tx?: number): Promise<ThreadResults<T>> {
    return this.#send({ op: 'query', text, params, rowMode: options.rowMode ?? 'object', textTypes: textTypesOf(options.parsers), tx });
  }

  exec(text: string, tx?: number): Promise<ThreadResults[]> {
    return this.#send({ op: 'exec', text, tx });
  }

  /**
   * Runs `fn` in a transaction: committed when it returns, rolled back when it throws. Other
   * statements wait in the thread until it ends, as on PGlite's one connection.
   */
  async transaction<T>(fn: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const id = this.#next++;
    await this.#send({ op: 'begin' }, id);
    let ended = false;
    const tx: ThreadTransaction = {
      query: (text, params, options) => (ended ? Promise.reject(new Error('the transaction has ended')) : this.query(text, params, options, id)),
      exec: (text) => (ended ? Promise.reject(new Error('the transaction has ended')) : this.exec(text, id)),
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (error) {
      ended = true;
      await this.#send({ op: 'end', tx: id, commit: false }).catch(() => {});
      throw error;
    }
    ended = true;
    await this.#send({ op: 'end', tx: id, commit: true });
    return result;
  }

  async close(): Promise<void> {
    if (this.#broken) return;
    this.#closing = true;
    await this.#send({ op: 'close' }).catch(() => {});
    await this.#worker.terminate();
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
