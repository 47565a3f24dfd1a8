// After `next build`: bundles the service worker (src/sw/worker.ts, with Serwist) into .next/sw.js,
// served at /sw.js by src/app/sw.js/route.ts. Its precache list is the offline page of every
// language and the app icons, versioned by the build id, so every build has a new worker that
// takes over (docs/decisions/0020-installable-app.md).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { locales } from '../src/i18n/locales.ts';
import { APP_ICONS } from '../src/features/pwa/manifest.ts';
import { offlinePagePath } from '../src/features/pwa/offline-page.ts';

const root = process.cwd();
const buildId = readFileSync(join(root, '.next', 'BUILD_ID'), 'utf8').trim();
const fileRevision = (path) => createHash('sha256').update(readFileSync(join(root, 'public', path))).digest('hex').slice(0, 16);

const precache = [
  ...locales.map((locale) => ({ url: offlinePagePath(locale), revision: buildId })),
  ...APP_ICONS.map((icon) => ({ url: icon.src, revision: fileRevision(icon.src) })),
];

const result = await build({
  entryPoints: [join(root, 'src', 'sw', 'worker.ts')],
  outfile: join(root, '.next', 'sw.js'),
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  define: {
    'self.__SW_MANIFEST': JSON.stringify(precache),
    'process.env.NODE_ENV': '"production"',
  },
  metafile: true,
  logLevel: 'warning',
});
const bytes = Object.values(result.metafile.outputs)[0]?.bytes ?? 0;
console.log(`service worker: .next/sw.js (${(bytes / 1024).toFixed(1)} KiB, ${precache.length} precached files, build ${buildId})`);
