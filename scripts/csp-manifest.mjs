// After `next build`: the sha256 hashes of the inline scripts of every prerendered page, so the
// proxy can send a strict hash-based Content-Security-Policy for pages that cannot carry a nonce
// (docs/decisions/0004-csp.md).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = process.cwd();
const prerender = JSON.parse(readFileSync(join(root, '.next', 'prerender-manifest.json'), 'utf8'));
const inlineScript = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

const manifest = {};
for (const route of Object.keys(prerender.routes)) {
  const file = join(root, '.next', 'server', 'app', `${route === '/' ? '/index' : route}.html`);
  if (!existsSync(file)) continue;
  const html = readFileSync(file, 'utf8');
  const hashes = new Set();
  for (const match of html.matchAll(inlineScript)) {
    hashes.add(`sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}`);
  }
  manifest[route] = [...hashes];
}
writeFileSync(join(root, '.next', 'csp-manifest.json'), JSON.stringify(manifest));
console.log(`csp-manifest: ${Object.keys(manifest).length} prerendered pages hashed`);
// Scripts that serve this build (bench, Lighthouse) check which origin it was made for.
writeFileSync(join(root, '.next', 'SITE_URL'), (process.env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, ''));
