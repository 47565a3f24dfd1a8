// The paths that are files rather than pages: what `public/` holds and the file routes the app
// itself answers. Shared by the proxy and server.mjs (imported without the bundler: no path
// aliases here). Any other path, with a dot in it or not, is a page address and goes through the
// locale resolver, so an unknown one answers the translated 404 page.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * File routes under src/app (robots.ts, sitemap.ts), the build manifests (src/app/builds) and the
 * installed app's service worker (src/app/sw.js).
 */
const APP_FILES = ['/robots.txt', '/sitemap.xml', '/builds/latest.json', '/sw.js'];
/** The installed app's file routes of each language: its manifest and its offline page. */
const APP_FILE_PATTERN = /^\/(?:manifests\/[a-z]{2}\.webmanifest|offline\/[a-z]{2}\.html)$/;
/** Prefixes the proxy never sees: the framework's assets, route handlers and build metadata. */
export const FRAMEWORK_PREFIXES = /^\/(?:_next\/|api\/|builds\/meta\/[^/]+$)/;

/** Every file below `public/` as a URL path (`/favicon.ico`, `/images/og-default.png`). */
export function listPublicFiles(root: string): Set<string> {
  const files = new Set<string>(APP_FILES);
  let entries: string[] = [];
  try {
    entries = readdirSync(join(root, 'public'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(join(root, 'public').length).split('\\').join('/'));
  } catch {
    // No public folder: only the app's own files.
  }
  for (const path of entries) files.add(path);
  return files;
}

/** Whether a request path is a file Next.js serves as it is, not a page. */
export function isFilePath(pathname: string, publicFiles: ReadonlySet<string>): boolean {
  return FRAMEWORK_PREFIXES.test(pathname) || publicFiles.has(pathname) || APP_FILE_PATTERN.test(pathname);
}
