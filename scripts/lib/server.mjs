// Shared by bench.mjs and lighthouse.mjs so both run the app under the same
// contract (fresh DATA_DIR, production env, /api/health readiness) and neither
// can leave a server running behind it.

import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { SERVER_ENV, SERVER_NODE_ARGS } from './server-node-args.mjs';

// The scripts live in the repo but may be run against another checkout (e.g. a
// throwaway test app), so everything is resolved from the working directory.
export const projectRoot = process.cwd();

const HEALTH_PATH = '/api/health';
const TAIL_LIMIT = 64 * 1024;

const cleanups = new Set();
let handlersInstalled = false;

function runCleanupsSync() {
  for (const fn of [...cleanups].reverse()) {
    try {
      fn();
    } catch {
      // Best effort: one failing cleanup must not leave the others undone.
    }
  }
  cleanups.clear();
}

function installExitHandlers() {
  if (handlersInstalled) return;
  handlersInstalled = true;
  // 'exit' also fires after uncaught exceptions and process.exit(), so this is
  // the single place that guarantees no server outlives the script.
  process.on('exit', runCleanupsSync);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      process.stderr.write(`\nReceived ${signal}, stopping child processes...\n`);
      // Registered handlers suppress Node's default exit, so exit explicitly
      // with the conventional 128+n code.
      process.exit(128 + (os.constants.signals[signal] ?? 0));
    });
  }
}

// Cleanups are synchronous because they must also run inside 'exit'
// handlers, where nothing asynchronous completes.
export function onCleanup(fn) {
  installExitHandlers();
  cleanups.add(fn);
  return () => cleanups.delete(fn);
}

function killGroup(pid, signal) {
  try {
    // Negative pid targets the whole process group, so grandchildren (e.g.
    // workers forked by `next start`) die too. No single-pid fallback: once
    // the group is gone the pid may already belong to an unrelated process.
    process.kill(-pid, signal);
  } catch {
    // ESRCH: nothing left to kill.
  }
}

function tailBuffer() {
  let text = '';
  return {
    push(chunk) {
      text += chunk;
      if (text.length > TAIL_LIMIT) text = text.slice(-TAIL_LIMIT);
    },
    get value() {
      return text;
    },
  };
}

// Own process group so the whole tree can be signalled at once; output is
// always drained because a chatty child blocks once its pipe buffer is full,
// and kept (tail only) so failures can show what the child said.
export function spawnManaged(command, args, { cwd = projectRoot, env = process.env, name = command } = {}) {
  const child = spawn(command, args, {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stdout = tailBuffer();
  const stderr = tailBuffer();
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stdout.on('data', (c) => stdout.push(c));
  child.stderr.on('data', (c) => stderr.push(c));

  let exitInfo = null;
  const exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      exitInfo = { code, signal };
      resolve(exitInfo);
    });
    child.on('error', (error) => {
      exitInfo = { code: null, signal: null, error };
      resolve(exitInfo);
    });
  });

  // Even if the leader already exited, members of its group may linger.
  const unregister = onCleanup(() => {
    if (child.pid) killGroup(child.pid, 'SIGKILL');
  });

  return {
    name,
    child,
    get pid() {
      return child.pid;
    },
    get exitInfo() {
      return exitInfo;
    },
    exited,
    stdout: () => stdout.value,
    stderr: () => stderr.value,
    async stop({ graceMs = 5000 } = {}) {
      if (!exitInfo && child.pid) {
        killGroup(child.pid, 'SIGTERM');
        const timedOut = await Promise.race([exited.then(() => false), sleep(graceMs).then(() => true)]);
        if (timedOut) {
          killGroup(child.pid, 'SIGKILL');
          await exited;
        }
      }
      // The leader may exit while other group members linger; sweep them.
      if (child.pid) killGroup(child.pid, 'SIGKILL');
      unregister();
    },
  };
}

export function describeExit(info) {
  if (!info) return 'still running';
  if (info.error) return `failed to spawn: ${info.error.message}`;
  return info.signal ? `killed by ${info.signal}` : `exited with code ${info.code}`;
}

export function getFreePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}


// The origin the servers here are reached at. Prerendered pages carry their canonical and
// hreflang URLs from build time, so the build must be made for this origin. BENCH_PORT moves it,
// so two checkouts can measure on one machine.
export const BENCH_PORT = Number(process.env.BENCH_PORT ?? 3311);
export const BENCH_ORIGIN = `http://localhost:${BENCH_PORT}`;

// Builds with `npm run build` (which also writes the CSP hashes) unless .next already holds a
// build for `siteUrl`. The build inherits stdio so its errors reach the developer verbatim.
/** The newest modification time of the files a build is made from. */
function newestSource(root) {
  let newest = 0;
  const visit = (target) => {
    if (!existsSync(target)) return;
    const stat = statSync(target);
    if (stat.isDirectory()) for (const entry of readdirSync(target)) visit(path.join(target, entry));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  // The build's own steps after `next build` (package.json's "build") rewrite the pages too.
  const steps = ['scripts/prerender-manifest.mjs', 'scripts/build-sw.mjs', 'scripts/compress-static.mjs', 'scripts/lib/scripts-after-paint.mjs', 'scripts/lib/static-flight.mjs'];
  for (const part of ['src', 'content', 'messages', 'public', 'next.config.ts', 'package.json', 'package-lock.json', ...steps]) visit(path.join(root, part));
  return newest;
}

export async function ensureBuild(root = projectRoot, siteUrl = BENCH_ORIGIN) {
  const buildId = path.join(root, '.next', 'BUILD_ID');
  const builtFor = path.join(root, '.next', 'SITE_URL');
  const current = existsSync(builtFor) ? readFileSync(builtFor, 'utf8').trim() : null;
  // Measure what is in the working tree: a build older than any source file is made again.
  const fresh = existsSync(buildId) && statSync(buildId).mtimeMs >= newestSource(root);
  if (fresh && existsSync(path.join(root, '.next', 'static-pages.json')) && current === siteUrl) return;

  console.log(`Building for ${siteUrl} (npm run build)...\n`);
  const child = spawn('npm', ['run', 'build'], {
    cwd: root,
    env: { NEXT_TELEMETRY_DISABLED: '1', ...process.env, NODE_ENV: 'production', SITE_URL: siteUrl },
    stdio: 'inherit',
  });
  const unregister = onCleanup(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  const { code, signal } = await new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (c, s) => resolve({ code: c, signal: s }));
  });
  unregister();
  if (code !== 0) {
    throw new Error(
      `\`npm run build\` failed (${signal ? `killed by ${signal}` : `exit code ${code}`}); fix the build errors above and retry.`,
    );
  }
  if (!existsSync(buildId)) {
    throw new Error(`the build succeeded but ${buildId} is still missing.`);
  }
  console.log('');
}

export async function waitForHealth(server, baseUrl, timeoutMs, healthPath = HEALTH_PATH) {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no response yet';
  while (Date.now() < deadline) {
    if (server.exitInfo) {
      return { ok: false, reason: `server ${describeExit(server.exitInfo)} before becoming ready` };
    }
    try {
      const res = await fetch(baseUrl + healthPath, {
        signal: AbortSignal.timeout(Math.max(500, Math.min(5000, deadline - Date.now()))),
        redirect: 'manual',
      });
      await res.arrayBuffer().catch(() => {});
      if (res.status === 200) return { ok: true };
      lastProblem = `GET ${healthPath} answered ${res.status}`;
    } catch (error) {
      lastProblem = error?.cause?.code ?? error?.name ?? String(error);
    }
    await sleep(250);
  }
  return { ok: false, reason: `not ready after ${timeoutMs / 1000} s (last: ${lastProblem})` };
}

function formatServerOutput(server) {
  const parts = [];
  const err = server.stderr().trim();
  const out = server.stdout().trim();
  parts.push(err ? `--- server stderr ---\n${err}` : '--- server stderr: (empty) ---');
  if (out) parts.push(`--- server stdout ---\n${out}`);
  return parts.join('\n');
}

/**
 * Starts the production server on a fresh DATA_DIR. `prepare(dataDir)`, when given, runs before the
 * server opens it (to seed data). `restart(between)` stops the server, runs `between(dataDir)` (the
 * embedded database can only be written while no server has it open) and starts it again on the
 * same data.
 */
export async function startNextServer({ root = projectRoot, timeoutMs = 60_000, port: fixedPort = BENCH_PORT, extraEnv = {}, prepare } = {}) {
  // A port picked by getFreePort can be taken before next binds it, so a
  // bind failure is retried with a different port.
  const attempts = fixedPort ? 1 : 3;
  let lastError;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const port = fixedPort ?? (await getFreePort());
    const baseUrl = `http://localhost:${port}`;
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'exhale-data-'));
    const removeDataDir = onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
    if (prepare) await prepare(dataDir);

    const spawnServer = async () => {
      const server = spawnManaged(process.execPath, [...SERVER_NODE_ARGS, 'server.mjs'], {
        cwd: root,
        name: 'next start',
        env: {
          NEXT_TELEMETRY_DISABLED: '1',
          ...SERVER_ENV,
          ...process.env,
          ...extraEnv,
          DATA_DIR: dataDir,
          SITE_URL: BENCH_ORIGIN,
          NODE_ENV: 'production',
          PORT: String(port),
          LOG_LEVEL: 'warn',
        },
      });
      const started = Date.now();
      const ready = await waitForHealth(server, baseUrl, timeoutMs);
      if (ready.ok) return { server, startupMs: Date.now() - started };
      await server.stop();
      lastError = new Error(`Next server on port ${port}: ${ready.reason}.\n${formatServerOutput(server)}`);
      return { server: null, portClash: /EADDRINUSE/.test(server.stderr() + server.stdout()) };
    };

    const first = await spawnServer();
    if (first.server) {
      let server = first.server;
      return {
        port,
        baseUrl,
        dataDir,
        get pid() {
          return server.pid;
        },
        get exitInfo() {
          return server.exitInfo;
        },
        startupMs: first.startupMs,
        stderr: () => server.stderr(),
        stdout: () => server.stdout(),
        assertAlive() {
          if (!server.exitInfo) return;
          const { code, signal } = server.exitInfo;
          // Next exits 130/143 on SIGINT/SIGTERM and the app's own shutdown
          // hook exits 0, so these codes point at an outside kill rather than
          // a crash, which is easy to misread without the hint.
          const hint =
            signal || [0, 130, 143].includes(code)
              ? '\nThis looks like a signal from outside this script (e.g. `pkill next-server` or a test runner cleaning up); re-run when nothing else manages Next servers.'
              : '';
          throw new Error(`Next server ${describeExit(server.exitInfo)} unexpectedly.${hint}\n${formatServerOutput(server)}`);
        },
        async restart(between) {
          await server.stop();
          await between(dataDir);
          const again = await spawnServer();
          if (!again.server) throw lastError;
          server = again.server;
        },
        async stop() {
          await server.stop();
          rmSync(dataDir, { recursive: true, force: true });
          removeDataDir();
        },
      };
    }

    rmSync(dataDir, { recursive: true, force: true });
    removeDataDir();
    if (!first.portClash) break;
  }
  throw lastError;
}

export function runMain(main) {
  main().then(
    // Explicit exit: lingering child pipes or sockets would otherwise keep
    // the event loop alive, and 'exit' is where the cleanups run.
    (code) => process.exit(typeof code === 'number' ? code : 0),
    (error) => {
      console.error(`\nError: ${error?.message ?? error}`);
      if (process.env.DEBUG && error?.stack) console.error(error.stack);
      process.exit(1);
    },
  );
}
