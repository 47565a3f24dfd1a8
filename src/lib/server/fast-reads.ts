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

/** A data call's answer from the request's Cookie header, query and the path's named segments. */
export type FastRead = (cookie: string | undefined, search: URLSearchParams, params?: Readonly<Record<string, string>>) => Promise<FastReadAnswer>;

const KEY = Symbol.for('exhale.fastReads');
const registry = globalThis as typeof globalThis & { [KEY]?: Map<string, FastRead> };

/**
 * The data calls by route, as the app's route tree names them: a plain path
 * (`/api/programme/dashboard`) or one with named segments (`/api/certificates/[id]`). Empty until
 * the app has started.
 */
export function fastReads(): Map<string, FastRead> {
  registry[KEY] ??= new Map();
  return registry[KEY];
}

/** A request's data call: its route (for logs and metrics), its read and the path's segments, decoded. */
export interface FastReadMatch {
  route: string;
  read: FastRead;
  params: Record<string, string>;
}

/**
 * The data call a request path asks for, if server.mjs answers it. A named segment matches one
 * whole, non-empty segment (never a `/`, so `/api/certificates/x/pdf` is another route) and is
 * given decoded, as Next.js gives it; a segment that does not decode, or is `.` or `..` (which
 * Next.js resolves away), matches nothing. Only the registered reads are known here: a route with a
 * named segment must have no fixed-name sibling among Next.js's routes (`/api/x/[id]` beside
 * `/api/x/list`), and catch-all segments (`[...x]`) are not supported (`server-start.ts` refuses
 * them).
 */
export function fastReadFor(pathname: string): FastReadMatch | undefined {
  const reads = fastReads();
  const exact = reads.get(pathname);
  if (exact) return { route: pathname, read: exact, params: {} };
  const asked = pathname.split('/');
  for (const [route, read] of reads) {
    if (!route.includes('[')) continue;
    const parts = route.split('/');
    if (parts.length !== asked.length) continue;
    const params: Record<string, string> = {};
    const matches = parts.every((part, i) => {
      const segment = asked[i]!;
      if (!part.startsWith('[')) return part === segment;
      if (segment === '') return false;
      try {
        const value = decodeURIComponent(segment);
        if (value === '.' || value === '..') return false;
        params[part.slice(1, -1)] = value;
        return true;
      } catch {
        return false;
      }
    });
    if (matches) return { route, read, params };
  }
  return undefined;
}
