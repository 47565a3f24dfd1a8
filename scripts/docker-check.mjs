#!/usr/bin/env node
// Checks the production image of deploy/Dockerfile as a deployment would use it (README, "Running in
// production"), and exits non-zero when any check fails:
//
//   npm run docker:check -- --build [--node-image exhale-node:24] [--database-url postgres://…]
//
// 1. the image: runs as `node`, has the HEALTHCHECK, no secret in its configuration, its size;
// 2. one container on the embedded database: Docker reports it healthy, it serves pages in three
//    languages, Node is process 1, the data lives in the /data volume, and on SIGTERM (what
//    `docker stop` sends) the requests in flight are answered and it exits 0 within the grace period;
// 3. with --database-url (any database of a PostgreSQL server that may create databases): two
//    containers started together on a new database apply the migrations once, both become healthy,
//    and a session made through one is valid on the other.
//
// DOCKER names the client (default `docker`); the build needs BuildKit (DOCKER_BUILDKIT=1 is set).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { getFreePort, onCleanup, projectRoot, runMain } from './lib/server.mjs';
import { createScratchDatabase } from './lib/scratch-database.mjs';

const DOCKER = process.env.DOCKER || 'docker';
const SECRET_NAMES = ['AUTH_SECRET', 'DATABASE_URL', 'STORYBLOK_TOKEN', 'STRIPE_SECRET_KEY', 'METRICS_TOKEN', 'SMTP_URL'];
const GRACE_SECONDS = 20;

const checks = [];
function check(name, ok, detail) {
  checks.push({ name, ok: Boolean(ok), detail });
  console.log(`${ok ? 'pass' : 'FAIL'}  ${name}${detail ? ` (${detail})` : ''}`);
}

function docker(args, { quiet = true, timeoutMs } = {}) {
  return execFileSync(DOCKER, args, { encoding: 'utf8', stdio: quiet ? 'pipe' : 'inherit', timeout: timeoutMs, env: { ...process.env, DOCKER_BUILDKIT: '1' } });
}

const inspect = (kind, name, format) => docker([kind, 'inspect', '--format', format, name]).trim();

/** Starts a container that is removed when the script ends, whatever happens. */
function runContainer(image, name, { env, network, ports = [] }) {
  const args = ['run', '--detach', '--name', name, `--stop-timeout=${GRACE_SECONDS}`];
  if (network) args.push('--network', network);
  for (const [inside, outside] of ports) args.push('--publish', `127.0.0.1:${outside}:${inside}`);
  for (const [key, value] of Object.entries(env)) args.push('--env', `${key}=${value}`);
  docker([...args, image]);
  onCleanup(() => {
    try {
      execFileSync(DOCKER, ['rm', '--force', '--volumes', name], { stdio: 'ignore' });
    } catch {
      // Already gone.
    }
  });
}

/** Waits for Docker's own verdict of the HEALTHCHECK; returns the seconds it took, or null. */
async function waitHealthy(name, timeoutSeconds) {
  const started = Date.now();
  while (Date.now() - started < timeoutSeconds * 1000) {
    const state = inspect('container', name, '{{.State.Status}} {{if .State.Health}}{{.State.Health.Status}}{{end}}');
    if (state.endsWith('healthy') && !state.endsWith('unhealthy')) return (Date.now() - started) / 1000;
    if (!state.startsWith('running')) return null;
    await sleep(1000);
  }
  return null;
}

async function fetchText(url, init) {
  const response = await fetch(url, { redirect: 'manual', ...init });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

function checkImage(image) {
  const user = inspect('image', image, '{{.Config.User}}');
  check('the image runs as the node user, not root', user === 'node', `User: ${user || 'root'}`);
  const health = inspect('image', image, '{{json .Config.Healthcheck}}');
  check('the image has a HEALTHCHECK on /api/health', health.includes('/api/health'));
  const env = JSON.parse(inspect('image', image, '{{json .Config.Env}}'));
  const leaked = env.filter((entry) => SECRET_NAMES.includes(entry.split('=')[0]));
  check('no secret is part of the image\'s configuration', leaked.length === 0, leaked.join(', ') || `${env.length} variables`);
  const history = docker(['history', '--no-trunc', '--format', '{{.CreatedBy}}', image]);
  const inHistory = SECRET_NAMES.filter((key) => history.includes(`${key}=`));
  check('no secret is in the image\'s history', inHistory.length === 0, inHistory.join(', ') || undefined);
  const size = Number(inspect('image', image, '{{.Size}}'));
  console.log(`      image size: ${(size / 1e6).toFixed(0)} MB`);
}

async function checkEmbedded(image, secret) {
  const port = await getFreePort();
  const base = `http://127.0.0.1:${port}`;
  const name = `exhale-check-embedded-${process.pid}`;
  runContainer(image, name, { env: { AUTH_SECRET: secret, SITE_URL: `http://localhost:${port}` }, ports: [[3000, port]] });
  const healthy = await waitHealthy(name, 120);
  check('Docker reports the container healthy (its HEALTHCHECK)', healthy !== null, healthy === null ? docker(['logs', '--tail', '30', name]) : `after ${healthy.toFixed(0)} s`);
  if (healthy === null) return;

  for (const [path, expected] of [['/', 'lang="en"'], ['/de/hilfe', 'lang="de"'], ['/pl/rzucanie-palenia', 'lang="pl"']]) {
    const page = await fetchText(base + path);
    check(`GET ${path} answers 200 in its language`, page.status === 200 && page.text.includes(expected), `status ${page.status}`);
  }
  const ready = await fetchText(`${base}/api/health/ready`);
  check('GET /api/health/ready answers 200', ready.status === 200, ready.text.slice(0, 80));
  const whoami = docker(['exec', name, 'id', '-un']).trim();
  check('the server runs as node inside the container', whoami === 'node', whoami);
  const pid1 = docker(['exec', name, 'cat', '/proc/1/cmdline']).replaceAll('\0', ' ').trim();
  check('Node is process 1, so SIGTERM reaches the server', pid1.startsWith('node ') && pid1.includes('server.mjs'), pid1);
  const data = docker(['exec', name, 'sh', '-c', 'ls -A /data | wc -l']).trim();
  check('the embedded database lives in the /data volume', Number(data) > 0, `${data} entries`);

  // SIGTERM with requests in flight (what `docker stop` sends first): every one is answered,
  // readiness turns 503 at once, and the container exits 0 well before Docker would SIGKILL it.
  const paths = ['/', '/de/hilfe', '/pl/rzucanie-palenia', '/api/health', '/fr/aide'];
  const inFlight = Array.from({ length: 20 }, (_, i) => fetchText(base + paths[i % paths.length]).then((r) => r.status, (error) => String(error.cause?.code ?? error)));
  await sleep(5);
  const stopStarted = Date.now();
  docker(['kill', '--signal', 'SIGTERM', name]);
  const readiness = await fetchText(`${base}/api/health/ready`).then((r) => r.status, (error) => String(error.cause?.code ?? error));
  const answered = await Promise.all(inFlight);
  const exitCode = docker(['wait', name], { timeoutMs: (GRACE_SECONDS + 10) * 1000 }).trim();
  const seconds = (Date.now() - stopStarted) / 1000;
  check('on SIGTERM the 20 requests in flight are answered and readiness says 503', answered.every((status) => status === 200) && readiness === 503, `${answered.filter((status) => status === 200).length} of 20 answered 200; readiness ${readiness}`);
  check(`on SIGTERM the container exits 0 within the ${GRACE_SECONDS} s grace period`, exitCode === '0' && seconds < GRACE_SECONDS, `exit ${exitCode} after ${seconds.toFixed(1)} s`);
  const logs = docker(['logs', name]);
  check('the server logged no error', !/"level":"(error|fatal)"/.test(logs), logs.match(/.*"level":"(error|fatal)".*/)?.[0]?.slice(0, 200));
}

async function checkTwoOnPostgres(image, secret, serverUrl) {
  const database = await createScratchDatabase(serverUrl, 'exhale_docker');
  onCleanup(() => database.dropSync());
  // The containers share the host's network, so a PostgreSQL server on this machine's loopback works.
  const ports = [await getFreePort(), await getFreePort()];
  const site = `http://localhost:${ports[0]}`;
  const names = ports.map((port, i) => `exhale-check-pg${i + 1}-${process.pid}`);
  names.forEach((name, i) =>
    runContainer(image, name, { network: 'host', env: { AUTH_SECRET: secret, SITE_URL: site, PORT: String(ports[i]), HOST: '127.0.0.1', DATABASE_URL: database.url } }),
  );
  const healthy = await Promise.all(names.map((name) => waitHealthy(name, 120)));
  check('two containers started together on one new PostgreSQL database both become healthy', healthy.every((s) => s !== null), healthy.map((s) => (s === null ? 'not healthy' : `${s.toFixed(0)} s`)).join(', '));
  if (healthy.some((s) => s === null)) {
    for (const name of names) console.log(docker(['logs', '--tail', '20', name]));
    return;
  }

  const journal = JSON.parse(readFileSync(`${projectRoot}/src/db/migrations/meta/_journal.json`, 'utf8')).entries.length;
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const { rows } = await client.query('select count(*)::int as n, count(distinct hash)::int as distinct_n from drizzle.__drizzle_migrations');
  await client.end();
  check('the migrations were applied once, not once per container', rows[0].n === journal && rows[0].distinct_n === journal, `${rows[0].n} rows for ${journal} migrations`);

  const email = `docker-check-${Date.now()}@exhale.invalid`;
  const signUp = await fetchText(`http://127.0.0.1:${ports[0]}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site },
    body: JSON.stringify({ name: 'Docker Check', email, password: 'Docker-Breath-2026', locale: 'en' }),
  });
  const cookie = signUp.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  check('sign-up through the first container', signUp.status === 200 && cookie.length > 0, `status ${signUp.status}`);
  const account = await fetchText(`http://127.0.0.1:${ports[1]}/api/auth/get-session`, { headers: { cookie } });
  check('the session made by the first container is valid on the second', account.status === 200 && account.text.includes(email), `status ${account.status}`);
}

async function main() {
  const { values } = parseArgs({
    options: {
      build: { type: 'boolean', default: false },
      image: { type: 'string', default: 'exhale:check' },
      'node-image': { type: 'string' },
      'database-url': { type: 'string', default: process.env.DOCKER_CHECK_DATABASE_URL },
    },
  });
  try {
    docker(['version', '--format', '{{.Server.Version}}']);
  } catch {
    console.error(`docker-check: no Docker daemon answers to \`${DOCKER} version\`; start one (dockerd) or set DOCKER`);
    return 1;
  }
  if (values.build) {
    const args = ['build', '--file', 'deploy/Dockerfile', '--tag', values.image];
    if (values['node-image']) args.push('--build-arg', `NODE_IMAGE=${values['node-image']}`);
    console.log(`docker-check: building ${values.image}`);
    const started = Date.now();
    docker([...args, '.'], { quiet: false });
    console.log(`docker-check: built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  const secret = randomBytes(32).toString('base64');
  checkImage(values.image);
  await checkEmbedded(values.image, secret);
  if (values['database-url']) await checkTwoOnPostgres(values.image, secret, values['database-url']);
  else console.log('      (two containers on PostgreSQL: skipped, no --database-url)');

  const failed = checks.filter((c) => !c.ok);
  console.log(`\ndocker-check: ${checks.length - failed.length} of ${checks.length} checks passed`);
  return failed.length === 0 ? 0 : 1;
}

runMain(main);
