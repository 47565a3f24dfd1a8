// The signed-in pages' data calls that server.mjs answers without Next.js's route machinery
// (docs/decisions/0029-data-calls-without-the-framework.md). The app's start-up registers them
// (src/server-start.ts); server.mjs looks a GET's path up here. Kept on globalThis, like the
// lifecycle, because the two sides load separate copies of this file. No 'server-only':
// server.mjs reads it outside the bundler.

/** The answer to a data call: its status, its JSON text and any Set-Cookie lines. */
export interface FastReadAnswer {
  status: number;
  body: string;
  setCookies: string[];
}

/** A data call's answer from the request's Cookie header and query. */
export type FastRead = (cookie: string | undefined, search: URLSearchParams) => Promise<FastReadAnswer>;

const KEY = Symbol.for('exhale.fastReads');
const registry = globalThis as typeof globalThis & { [KEY]?: Map<string, FastRead> };

/** The data calls by path (`/api/programme/dashboard`); empty until the app has started. */
export function fastReads(): Map<string, FastRead> {
  registry[KEY] ??= new Map();
  return registry[KEY];
}
