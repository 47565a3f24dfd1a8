// `npm run test:e2e`: make sure Chromium is there, build the app for the test origin, and run the
// Playwright suite against `next start` (started and stopped by Playwright itself).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createScratchDatabase } from './lib/scratch-database.mjs';

const port = process.env.E2E_PORT ?? '3211';
const origin = `http://localhost:${port}`;
const dataDir = `.test-data/e2e-${process.pid}`;

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const chromium = [process.env.CHROME_PATH, '/usr/bin/chromium'].find((p) => p && existsSync(p));
if (!chromium) {
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium is missing: installing the Debian package "chromium"...');
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium'], { DEBIAN_FRONTEND: 'noninteractive' });
  } else {
    console.error('Chromium is needed for the end-to-end tests. Install it (Debian/Ubuntu: sudo apt-get install chromium)');
    console.error('or point CHROME_PATH at a Chromium or Chrome binary.');
    process.exit(1);
  }
}

// Two passes: e2e/storyblok/ against a build whose stories come from a local stand-in for
// Storyblok's API (e2e/fake-storyblok.mjs), then everything else on the local stories, whose build
// stays in .next for later runs. Given test files run on local stories only, unless E2E_CONTENT
// names the pass.
const args = process.argv.slice(2);
const passes = process.env.E2E_CONTENT ? [process.env.E2E_CONTENT] : args.length > 0 ? ['local'] : ['storyblok', 'local'];
const storyblokBuildEnv = { STORYBLOK_TOKEN: 'fake-public-token', STORYBLOK_PREVIEW_TOKEN: 'fake-preview-token' };

function builtFor(source) {
  try {
    return existsSync('.next/BUILD_ID') && readFileSync('.next/CONTENT_SOURCE', 'utf8').trim() === source;
  } catch {
    return false;
  }
}

// With E2E_DATABASE_URL (a PostgreSQL server) the app runs on a fresh database made for this run
// and dropped afterwards, so rate-limit counters and accounts of earlier runs play no part.
const database = process.env.E2E_DATABASE_URL ? await createScratchDatabase(process.env.E2E_DATABASE_URL, 'exhale_e2e') : null;
if (database) console.log(`End-to-end tests on PostgreSQL (database ${database.name}).`);

let status = 0;
for (const pass of passes) {
  // The build bakes SITE_URL into prerendered pages (canonical and hreflang links). E2E_SKIP_BUILD
  // reuses a build made for this origin and content source moments ago (CI's PostgreSQL pass).
  if (process.env.E2E_SKIP_BUILD !== '1' || !builtFor(pass)) {
    console.log(`--- building for the end-to-end tests on ${pass} content`);
    // The local pass is built without Storyblok even when the shell has its settings.
    const rest = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('STORYBLOK_')));
    const result = spawnSync('npm', ['run', 'build'], {
      stdio: 'inherit',
      env: { ...rest, SITE_URL: origin, NEXT_TELEMETRY_DISABLED: '1', ...(pass === 'storyblok' ? storyblokBuildEnv : {}) },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  rmSync(dataDir, { recursive: true, force: true });
  const report = process.env.E2E_REPORT && pass === 'storyblok' ? process.env.E2E_REPORT.replace(/(\.json)?$/, '-storyblok.json') : process.env.E2E_REPORT;
  const result = spawnSync('playwright', ['test', ...args], {
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_CONTENT: pass,
      E2E_PORT: port,
      E2E_DATA_DIR: dataDir,
      ...(report ? { E2E_REPORT: report } : {}),
      ...(database ? { E2E_APP_DATABASE_URL: database.url } : {}),
    },
  });
  rmSync(dataDir, { recursive: true, force: true });
  if (result.status !== 0) status = result.status ?? 1;
}

await database?.drop();
process.exit(status);
