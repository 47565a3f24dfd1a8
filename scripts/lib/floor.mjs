// The floor of the Lighthouse figures: the bare Next.js app in scripts/floor, built with the
// project's own Next.js and React and served by `next start`, so a page of ours can be compared
// with what any page of the framework costs on the same machine in the same sitting.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeExit, getFreePort, onCleanup, projectRoot, spawnManaged, waitForHealth } from './server.mjs';

const SOURCE_DIR = path.join(projectRoot, 'scripts', 'floor');
// Built outside the project: inside it, Next.js takes the project's own src/proxy.ts and
// src/instrumentation.ts into the floor's build (its workspace root is the project's), and the
// floor would no longer be bare. The project's node_modules is hard-linked in (no copy, no
// download), so the floor runs the very same Next.js and React files.
const BUILD_DIR = path.join(os.tmpdir(), `exhale-floor-${createHash('sha256').update(projectRoot).digest('hex').slice(0, 8)}`);
const NEXT_BIN = path.join(BUILD_DIR, 'node_modules', 'next', 'dist', 'bin', 'next');
const STAMP = path.join(BUILD_DIR, '.next', 'FLOOR_SOURCES');

/** A digest of the floor's sources and the lock file: a new one means a new build. */
function sourcesDigest() {
  const hash = createHash('sha256').update(readFileSync(path.join(projectRoot, 'package-lock.json')));
  const visit = (dir) => {
    for (const entry of readdirSync(dir).sort()) {
      const file = path.join(dir, entry);
      if (statSync(file).isDirectory()) visit(file);
      else hash.update(path.relative(SOURCE_DIR, file)).update(readFileSync(file));
    }
  };
  visit(SOURCE_DIR);
  return hash.digest('hex');
}

/** Builds the floor app unless the build there was made from the same sources and lock file. */
export async function ensureFloorBuild() {
  const digest = sourcesDigest();
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === digest) return;
  console.log(`Building the floor (scripts/floor, a bare Next.js page) in ${BUILD_DIR}...`);
  rmSync(BUILD_DIR, { recursive: true, force: true });
  mkdirSync(BUILD_DIR, { recursive: true });
  cpSync(SOURCE_DIR, BUILD_DIR, { recursive: true, filter: (source) => path.basename(source) !== '.next' });
  writeFileSync(path.join(BUILD_DIR, 'package.json'), JSON.stringify({ name: 'exhale-floor', private: true }) + '\n');
  // One lock file of its own, so Next.js takes this directory as the workspace root.
  writeFileSync(path.join(BUILD_DIR, 'package-lock.json'), JSON.stringify({ name: 'exhale-floor', lockfileVersion: 3, requires: true, packages: {} }) + '\n');
  const linked = spawnSync('cp', ['-al', path.join(projectRoot, 'node_modules'), path.join(BUILD_DIR, 'node_modules')], { stdio: 'inherit' });
  if (linked.status !== 0) throw new Error('could not link node_modules into the floor app');
  const child = spawn(process.execPath, [NEXT_BIN, 'build'], {
    cwd: BUILD_DIR,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const unregister = onCleanup(() => child.exitCode === null && child.kill('SIGKILL'));
  const code = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
  unregister();
  if (code !== 0) throw new Error(`building the floor app failed (exit ${code})`);
  const extra = ['middleware.js', 'instrumentation.js'].filter((file) => existsSync(path.join(BUILD_DIR, '.next', 'server', file)));
  if (extra.length) throw new Error(`the floor app is not bare: its build has ${extra.join(', ')}`);
  writeFileSync(STAMP, digest);
}

/** Starts `next start` on the floor app; the caller stops it. */
export async function startFloor() {
  const port = await getFreePort();
  const baseUrl = `http://localhost:${port}`;
  const server = spawnManaged(process.execPath, [NEXT_BIN, 'start', '-p', String(port)], {
    cwd: BUILD_DIR,
    name: 'floor (next start)',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
  });
  const ready = await waitForHealth(server, baseUrl, 60_000, '/');
  if (!ready.ok) {
    await server.stop();
    throw new Error(`the floor app did not start: ${ready.reason}\n${server.stderr()}`);
  }
  return {
    url: `${baseUrl}/`,
    assertAlive() {
      if (server.exitInfo) throw new Error(`the floor app ${describeExit(server.exitInfo)} unexpectedly`);
    },
    stop: () => server.stop(),
  };
}

/** The Next.js version both apps are built with (the floor is only a floor for the same one). */
export function nextVersion() {
  return JSON.parse(readFileSync(path.join(projectRoot, 'node_modules', 'next', 'package.json'), 'utf8')).version;
}
