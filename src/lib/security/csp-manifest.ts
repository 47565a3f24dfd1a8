import { readFileSync } from 'node:fs';
import { join } from 'node:path';

let manifest: Record<string, string[]> | null = null;

/** Inline-script hashes per prerendered route, written by scripts/csp-manifest.mjs after the build. */
export function prerenderedScriptHashes(route: string): readonly string[] | undefined {
  if (manifest === null) {
    try {
      manifest = JSON.parse(readFileSync(join(process.cwd(), '.next', 'csp-manifest.json'), 'utf8')) as Record<
        string,
        string[]
      >;
    } catch {
      manifest = {};
    }
  }
  return manifest[route];
}
