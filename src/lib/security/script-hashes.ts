import { createHash } from 'node:crypto';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The sha256 sources of every inline script of an HTML page, for a hash-based CSP (prerendered
 * pages after the build, kept Storyblok pages in server.mjs; docs/decisions/0004-csp.md).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) hashes.add(`sha256-${createHash('sha256').update(match[1] ?? '', 'utf8').digest('base64')}`);
  return [...hashes];
}
