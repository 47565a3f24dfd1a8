import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export const dynamic = 'force-dynamic';

let worker: Promise<Buffer | null> | undefined;

// The service worker, built after `next build` by scripts/build-sw.mjs into .next/sw.js. Browsers
// check it for a new version on every navigation (no-cache), so a new build's worker takes over.
export async function GET() {
  worker ??= readFile(join(process.cwd(), '.next', 'sw.js')).catch(() => null);
  const body = await worker;
  if (!body) return new Response('// No service worker in this build.\n', { status: 404, headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' } });
  return new Response(new Uint8Array(body), {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache', 'Service-Worker-Allowed': '/' },
  });
}
