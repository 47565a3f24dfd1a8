import 'server-only';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface BuildInfo {
  id: string;
  timestamp: number;
}

let cached: BuildInfo | undefined;

/** The build this server runs: the id Next.js wrote into .next/BUILD_ID and when it was written. */
export function currentBuild(): BuildInfo {
  if (!cached) {
    const file = join(process.cwd(), '.next', 'BUILD_ID');
    try {
      cached = { id: readFileSync(file, 'utf8').trim(), timestamp: Math.floor(statSync(file).mtimeMs) };
    } catch {
      cached = { id: process.env.NEXT_PUBLIC_BUILD_ID ?? 'development', timestamp: 0 };
    }
  }
  return cached;
}
