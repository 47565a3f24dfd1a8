// The server process's life, shared by server.mjs and the app's start-up (src/server-start.ts),
// which Next.js may load as separate module copies: kept on globalThis. No 'server-only' here:
// server.mjs reads it outside the bundler.

export interface Lifecycle {
  /** True from SIGTERM on: readiness answers 503 and responses close their connection. */
  draining: boolean;
  /** Set by server.mjs: it drains the HTTP server itself and then calls `shutdown`. */
  drainedByServer: boolean;
  /** Set by the app's start-up: stops the background workers (claims put back) and closes the database. */
  shutdown?: () => Promise<void>;
}

const KEY = Symbol.for('exhale.lifecycle');
const registry = globalThis as typeof globalThis & { [KEY]?: Lifecycle };

export function lifecycle(): Lifecycle {
  registry[KEY] ??= { draining: false, drainedByServer: false };
  return registry[KEY];
}
