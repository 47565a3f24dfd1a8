// The deployment of deploy/ on one machine, under a mixed load, in three setups one after the
// other: two production instances on one PostgreSQL database, one instance on it, and one instance
// on the embedded database; each behind Debian's nginx with deploy/nginx/exhale.conf, with a real
// SMTP server catching the mail. Before the load it checks what the instances must share (a
// session made on one works on the other, a rate limit reached through one holds through the
// other, migrations applied once while both start together); during it, it counts every answer by
// kind; after it, that every queued email arrived exactly once, that a killed instance loses
// nothing (on PostgreSQL), that the metrics endpoint answers, and that each instance drains and
// exits 0 on SIGTERM. Last, the same load against a bare node:http server replaying the app's
// answers behind the same nginx: the ceiling the setups are read against.
//
//   npm run loadtest -- [--duration 600] [--setups two,one,embedded] [--ceiling 120] [--readme]
//
// LOADTEST_DATABASE_URL (default: BENCH_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres)
// names a PostgreSQL server where the run makes its own database and drops it after. Exits
// non-zero on any error, 5xx or failed check.

import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { createScratchDatabase } from './lib/scratch-database.mjs';
import { BENCH_ORIGIN, BENCH_PORT, describeExit, ensureBuild, getFreePort, onCleanup, projectRoot, runMain, spawnManaged, waitForHealth } from './lib/server.mjs';
import { SERVER_ENV, SERVER_NODE_ARGS } from './lib/server-node-args.mjs';

const USAGE = `Usage: npm run loadtest -- [options]
  --duration <s>   seconds of mixed load per setup (default 600; CI runs 60)
  --setups <list>  which of two,one,embedded to run, in that order (default: all three)
  --ceiling <s>    seconds of the same load against the bare-Node replay (default: the duration, at most 120; 0: none)
  --readme         write the result table into README.md (between <!-- loadtest --> markers)
  --help`;

const PASSWORD = 'Load-Breath-2026';
const ADMIN = 'loadtest-admin@exhale.invalid';
const MEMBERS = 8;
const RESULTS_FILE = 'loadtest-results.json';

// --- A small HTTP client: keep-alive per kind, and a chosen local address (127.x.y.z) where the
// app must see different clients (rate limits are per client address). ---

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** One request; resolves with status, headers and body text, or rejects on a network error. */
function send(base, { method = 'GET', path: target, headers = {}, body, localAddress, timeoutMs = 30_000 }) {
  const url = new URL(target, base);
  const payload = body === undefined ? undefined : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: `${url.pathname}${url.search}`,
        agent: localAddress ? undefined : agent,
        localAddress,
        headers: {
          'user-agent': 'exhale-loadtest',
          ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length, origin: BENCH_ORIGIN } : {}),
          ...headers,
        },
        timeout: timeoutMs,
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          resolve({ status: response.statusCode ?? 0, headers: response.headers, raw, text: raw.toString('utf8') });
        });
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
    request.end(payload);
  });
}

const cookiesOf = (response) => (response.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');

// Distinct client addresses on loopback: 127.<block>.<n/256>.<n%256>, never 127.0.0.1.
let nextAddress = 1;
function freshAddress(block) {
  const n = nextAddress++;
  return `127.${block}.${(n >> 8) & 255}.${(n & 255) || 1}`;
}

// --- The mail catcher: a real SMTP server, counting each message by its Message-ID ---

/**
 * A message counts once the server has accepted it (its DATA ended); `delayMs` makes each
 * acceptance take that long, as a distant mail server's would, so a crash can fall mid-batch.
 */
async function startMailCatcher() {
  const messages = [];
  const catcher = { port: 0, messages, delayMs: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          if (catcher.delayMs) await new Promise((resolve) => setTimeout(resolve, catcher.delayMs));
          messages.push({ messageId: parsed.messageId ?? '', to: session.envelope.rcptTo.map((r) => r.address).join(','), subject: parsed.subject ?? '' });
          callback();
        })
        .catch(callback);
    },
  });
  catcher.port = await getFreePort();
  await new Promise((resolve) => server.listen(catcher.port, '127.0.0.1', resolve));
  onCleanup(() => server.close());
  return catcher;
}

// --- nginx, with the repository's own configuration ---

function findNginx() {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx']) if (existsSync(candidate)) return candidate;
  return null;
}

/** deploy/nginx/exhale.conf as the deployment uses it, with this run's port and cache folder. */
function siteConfig(dir) {
  const source = readFileSync(path.join(projectRoot, 'deploy', 'nginx', 'exhale.conf'), 'utf8');
  const replacements = [
    ['listen 8080 default_server;', `listen 127.0.0.1:${BENCH_PORT} default_server;`],
    ['listen 8080;', `listen 127.0.0.1:${BENCH_PORT};`],
    ['/var/cache/nginx/exhale', path.join(dir, 'cache')],
  ];
  let config = source;
  for (const [from, to] of replacements) {
    if (!config.includes(from)) throw new Error(`deploy/nginx/exhale.conf no longer contains "${from}": update scripts/loadtest.mjs with it`);
    config = config.replaceAll(from, to);
  }
  return config;
}

async function startNginx(binary, instancePorts) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'exhale-nginx-'));
  onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  for (const sub of ['cache', 'body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, sub));
  writeFileSync(path.join(dir, 'exhale.conf'), siteConfig(dir));
  // The upstream block as deploy/nginx/upstream.conf has it, with this run's instances.
  const upstream = readFileSync(path.join(projectRoot, 'deploy', 'nginx', 'upstream.conf'), 'utf8').replace(
    /(upstream exhale \{)[\s\S]*?(\n\s*keepalive)/,
    (_, open, keepalive) => `${open}\n${instancePorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=10s;`).join('\n')}${keepalive}`,
  );
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${upstream}
  include ${dir}/exhale.conf;
}
`,
  );
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf')];
  const test = spawnManaged(binary, [...args, '-t'], { name: 'nginx -t' });
  const tested = await test.exited;
  if (tested.code !== 0) throw new Error(`nginx refused the configuration:\n${test.stderr()}`);
  const nginx = spawnManaged(binary, [...args, '-g', 'daemon off;'], { name: 'nginx' });
  const ready = await waitForHealth(nginx, BENCH_ORIGIN, 15_000);
  if (!ready.ok) throw new Error(`nginx did not answer: ${ready.reason}\n${nginx.stderr()}\n${readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
  return nginx;
}

// --- The instances ---

function startInstance(port, env) {
  return spawnManaged(process.execPath, [...SERVER_NODE_ARGS, 'server.mjs'], {
    name: `instance on ${port}`,
    env: { NEXT_TELEMETRY_DISABLED: '1', ...SERVER_ENV, ...process.env, ...env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  });
}

// --- Checks ---

/** Every check of the run, with the setup it belongs to. */
const checks = [];

async function signUp(base, email, name, localAddress) {
  const response = await send(base, { method: 'POST', path: '/api/auth/sign-up/email', body: { name, email, password: PASSWORD, locale: 'en' }, localAddress });
  if (response.status !== 200) throw new Error(`sign-up of ${email} answered ${response.status}: ${response.text.slice(0, 300)}`);
  return cookiesOf(response);
}

async function post(base, cookie, target, body) {
  const response = await send(base, { method: 'POST', path: target, headers: { cookie }, body });
  if (response.status !== 200) throw new Error(`POST ${target} answered ${response.status}: ${response.text.slice(0, 300)}`);
  return JSON.parse(response.text);
}

const today = () => new Date().toISOString().slice(0, 10);

/** A member with a quit plan, so the programme's data call and check-ins do real work. */
async function member(base, index) {
  const email = `loadtest-${index}-${Date.now()}@exhale.invalid`;
  const cookie = await signUp(base, email, `Member ${index}`, freshAddress(2));
  await post(base, cookie, '/api/programme/test', {
    id: randomUUID(),
    submission: {
      answers: { firstCigarette: 'within30', forbiddenPlaces: 'no', hateToGiveUp: 'firstMorning', perDay: 'from11to20', morningMore: 'no', whenIll: 'no' },
      profile: { cigarettesPerDay: 20, cigarettesPerPack: 20, packPriceMinor: 900, currency: 'EUR', yearsSmoked: 10 },
    },
  });
  await post(base, cookie, '/api/programme/plan', { quitDate: today(), timeZone: 'UTC', triggers: ['coffee', 'stress'], strategies: ['water', 'breathing'], nrt: 'patch' });
  return { email, cookie };
}

// --- The mixed load ---

const PUBLIC_PATHS = ['/', '/help', '/de/hilfe', '/pl/pomoc', '/pl/rzucanie-palenia', '/posts/health-recovery-timeline', '/de/posts/health-recovery-timeline', '/quit-smoking', '/pl/install', '/de/imprint', '/pl/survey/test', '/login', '/de/register'];
const ADMIN_PATHS = ['/admin', '/admin/users', '/admin/email', '/admin/purchases'];

/**
 * The kinds of traffic: each one's rate (requests per second, spread over `concurrency` requests
 * that may run at once; a slow answer delays its worker's next one) and request. `expect` is the
 * status that counts as success; anything else is an error, a 5xx also counted apart. The mix is a
 * busy hour's: mostly visitors' pages, then the programme's data, check-ins and SOS logs of
 * signed-in people, sign-ins, and an operator or two in the admin area.
 */
function kinds(members, admin) {
  let n = 0;
  const pick = (list) => list[n++ % list.length];
  return [
    { kind: 'public pages', rate: 150, concurrency: 8, request: () => ({ path: pick(PUBLIC_PATHS), headers: { 'accept-encoding': 'br' } }), expect: [200] },
    {
      kind: 'sign-in',
      rate: 1,
      concurrency: 2,
      // Each from an address of its own: the limit of 10 sign-ins per address in 15 minutes holds.
      request: () => {
        const person = pick(members);
        return { method: 'POST', path: '/api/auth/sign-in/email', body: { email: person.email, password: PASSWORD }, localAddress: freshAddress(3) };
      },
      expect: [200],
    },
    { kind: 'programme data', rate: 40, concurrency: 4, request: () => ({ path: '/api/programme/dashboard?locale=en', headers: { cookie: pick(members).cookie } }), expect: [200] },
    {
      kind: 'check-in',
      rate: 10,
      concurrency: 2,
      request: () => ({
        method: 'POST',
        path: '/api/programme/check-in',
        headers: { cookie: pick(members).cookie },
        body: { day: today(), timeZone: 'UTC', smokeFree: n % 3 !== 0, cravings: n % 12, cravingStrength: n % 11, mood: (n % 5) + 1 },
      }),
      expect: [200],
    },
    {
      kind: 'SOS craving log',
      rate: 10,
      concurrency: 2,
      request: () => ({
        method: 'POST',
        path: '/api/programme/craving',
        headers: { cookie: pick(members).cookie },
        body: { id: randomUUID(), trigger: 'stress', strengthBefore: 7, strengthAfter: 3, passed: true, withSos: true, timeZone: 'UTC' },
      }),
      expect: [200],
    },
    { kind: 'admin pages', rate: 2, concurrency: 2, request: () => ({ path: pick(ADMIN_PATHS), headers: { cookie: admin } }), expect: [200] },
  ];
}

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * Sends `traffic` through nginx for `durationMs`. With `samples` (a Map), the first answer to each
 * method and path is kept there, for the bare-Node replay that measures the ceiling.
 */
async function runLoad(durationMs, traffic, samples) {
  const end = Date.now() + durationMs;
  const results = traffic.map((t) => ({ kind: t.kind, rate: t.rate, latencies: [], errors: 0, serverErrors: 0, examples: [], slowest: new Map() }));
  await Promise.all(
    traffic.flatMap((t, index) =>
      Array.from({ length: t.concurrency }, async () => {
        const result = results[index];
        while (Date.now() < end) {
          const started = performance.now();
          const request = t.request();
          try {
            const response = await send(BENCH_ORIGIN, request);
            const took = performance.now() - started;
            result.latencies.push(took);
            if (took > (result.slowest.get(request.path) ?? 0)) result.slowest.set(request.path, took);
            if (response.status >= 500) result.serverErrors++;
            if (!t.expect.includes(response.status)) {
              result.errors++;
              if (result.examples.length < 3) result.examples.push(`${response.status} ${response.text.slice(0, 160)}`);
            }
            const key = `${request.method ?? 'GET'} ${request.path}`;
            if (samples && !samples.has(key) && t.expect.includes(response.status)) samples.set(key, response);
          } catch (error) {
            result.latencies.push(performance.now() - started);
            result.errors++;
            if (result.examples.length < 3) result.examples.push(String(error));
          }
          // Each worker sends at its share of the kind's rate.
          const wait = (t.concurrency / t.rate) * 1000 - (performance.now() - started);
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        }
      }),
    ),
  );
  return results.map((r) => {
    const sorted = r.latencies.sort((a, b) => a - b);
    const slowest = [...r.slowest].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([where, took]) => `${where} ${ms(took)} ms`);
    return { kind: r.kind, rate: r.rate, requests: sorted.length, perSecond: sorted.length / (durationMs / 1000), errors: r.errors, serverErrors: r.serverErrors, p50: percentile(sorted, 50), p99: percentile(sorted, 99), slowest, examples: r.examples };
  });
}

// --- The ceiling: a bare node:http server behind the same nginx, answering every request of the
// mix with the bytes the app answered it (as `npm run bench`'s ceiling does), under the same
// load. What is left between it and the app is the app's own time. ---

const REPLAYED_HEADERS = ['content-type', 'content-encoding', 'cache-control', 'vary', 'location'];

const CEILING_SOURCE = `
const http = require('node:http');
const samples = new Map(JSON.parse(require('node:fs').readFileSync(process.argv[1], 'utf8')).map((s) => [s.key, { ...s, body: Buffer.from(s.body, 'base64') }]));
const server = http.createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    const path = request.url === '/api/health' || request.url === '/api/health/ready' ? null : request.url;
    const sample = path && samples.get(request.method + ' ' + path);
    if (!sample) {
      response.writeHead(path ? 404 : 200, { 'content-type': 'application/json' });
      response.end(path ? '{"error":"not-found"}' : '{"ok":true}');
      return;
    }
    response.writeHead(sample.status, { ...sample.headers, 'content-length': sample.body.length });
    response.end(sample.body);
  });
});
server.keepAliveTimeout = 65000;
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
`;

async function startCeiling(samples) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'exhale-load-ceiling-'));
  onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'samples.json');
  const list = [...samples].map(([key, r]) => ({
    key,
    status: r.status,
    headers: Object.fromEntries(REPLAYED_HEADERS.filter((h) => r.headers[h] !== undefined).map((h) => [h, r.headers[h]])),
    body: r.raw.toString('base64'),
  }));
  writeFileSync(file, JSON.stringify(list));
  const port = await getFreePort();
  const server = spawnManaged(process.execPath, ['-e', CEILING_SOURCE, file], { name: 'ceiling', env: { ...process.env, PORT: String(port) } });
  const ready = await waitForHealth(server, `http://127.0.0.1:${port}`, 15_000);
  if (!ready.ok) throw new Error(`the ceiling server did not answer: ${ready.reason}\n${server.stderr()}`);
  return { server, port };
}

// --- Report ---

const ms = (value) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
function table(rows) {
  const lines = ['| kind | target rate | requests | requests/s | errors | 5xx | p50 | p99 |', '| --- | --- | --- | --- | --- | --- | --- | --- |'];
  for (const r of rows) lines.push(`| ${r.kind} | ${r.rate}/s | ${r.requests.toLocaleString('en')} | ${r.perSecond.toFixed(1)} | ${r.errors} | ${r.serverErrors} | ${ms(r.p50)} ms | ${ms(r.p99)} ms |`);
  return lines.join('\n');
}

/** One table for the whole run: p50 / p99 per kind, each setup and the ceiling side by side. */
function comparisonTable(results, ceiling) {
  const columns = [...results.map((r) => SETUPS[r.setup].label), ...(ceiling ? ['bare Node (ceiling)'] : [])];
  const lines = [`| kind | target rate | ${columns.map((c) => `${c}: p50 / p99`).join(' | ')} |`, `| --- | --- | ${columns.map(() => '---').join(' | ')} |`];
  const cell = (row) => `${ms(row.p50)} / ${ms(row.p99)} ms${row.errors ? ` (**${row.errors} errors**)` : ''}`;
  for (const [i, row] of results[0].rows.entries()) {
    lines.push(`| ${row.kind} | ${row.rate}/s | ${[...results.map((r) => cell(r.rows[i])), ...(ceiling ? [cell(ceiling.rows[i])] : [])].join(' | ')} |`);
  }
  return lines.join('\n');
}

const crashText = (crash) =>
  crash
    ? `instance 1 killed (SIGKILL) with ${crash.claimedAtKill} emails claimed and ${crash.remindersAtKill} of ${crash.people} due reminders made; after its restart ${crash.emails} reminder emails sent, ${crash.lost} lost, ${crash.duplicates} sent twice (same Message-ID)`
    : '';

function summary(report) {
  const passed = report.checks.filter((c) => c.ok).length;
  const setups = report.results.map((r) => {
    const crash = r.crash ? `; crash: ${crashText(r.crash)}` : '';
    return `${SETUPS[r.setup].label}: ${r.totals.requests.toLocaleString('en')} requests, ${r.totals.errors} errors, ${r.totals.serverErrors} 5xx${crash}`;
  });
  const ceiling = report.ceiling ? ` The ceiling is a bare \`node:http\` server behind the same nginx answering each request of the mix with the bytes the app answered it, under the same load for ${report.ceiling.durationSeconds} s.` : '';
  return `${report.date}: ${report.machine}; ${report.durationSeconds} s of mixed load through nginx (deploy/nginx/exhale.conf) per setup, written by \`npm run loadtest -- --readme\`. ${passed} of ${report.checks.length} checks passed. ${setups.join('. ')}.${ceiling}`;
}

function writeReadme(report) {
  const file = path.join(projectRoot, 'README.md');
  const readme = readFileSync(file, 'utf8');
  const start = '<!-- loadtest -->';
  const stop = '<!-- /loadtest -->';
  if (!readme.includes(start) || !readme.includes(stop)) throw new Error(`README.md has no ${start} … ${stop} section`);
  const text = `${start}\n${summary(report)}\n\n${comparisonTable(report.results, report.ceiling)}\n${stop}`;
  writeFileSync(file, readme.replace(new RegExp(`${start}[\\s\\S]*?${stop}`), () => text));
  console.log('README.md: the load test table is written.');
}

const SETUPS = {
  two: { label: 'two instances, PostgreSQL', instances: 2, embedded: false },
  one: { label: 'one instance, PostgreSQL', instances: 1, embedded: false },
  embedded: { label: 'one instance, embedded database', instances: 1, embedded: true },
};

function parseCli() {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '600' },
      setups: { type: 'string', default: 'two,one,embedded' },
      ceiling: { type: 'string' },
      readme: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const duration = Number(values.duration);
  if (!Number.isFinite(duration) || duration < 5) throw new Error(`--duration must be a number of seconds, at least 5 (got ${values.duration})`);
  const setups = values.setups.split(',').map((s) => s.trim()).filter(Boolean);
  const unknown = setups.filter((s) => !(s in SETUPS));
  if (setups.length === 0 || unknown.length) throw new Error(`--setups takes a list of ${Object.keys(SETUPS).join(', ')} (got ${values.setups})`);
  const ceiling = values.ceiling === undefined ? Math.min(duration, 120) : Number(values.ceiling);
  if (!Number.isFinite(ceiling) || (ceiling !== 0 && ceiling < 5)) throw new Error(`--ceiling must be 0 (none) or at least 5 seconds (got ${values.ceiling})`);
  if (values.readme && setups.length !== Object.keys(SETUPS).length) throw new Error('--readme writes the table of every setup: leave out --setups');
  return { durationSeconds: duration, setups, ceilingSeconds: ceiling, readme: values.readme };
}

/** Polls the metrics endpoint for the outbox gauges (the embedded database has no other door). */
async function outboxByMetrics(base, token) {
  const response = await send(base, { path: '/api/metrics', headers: { authorization: `Bearer ${token}` } });
  const value = (status) => Number(response.text.match(new RegExp(`^exhale_outbox_emails\\{status="${status}"\\} (\\d+)`, 'm'))?.[1] ?? 0);
  return { waiting: value('pending') + value('sending'), sent: value('sent'), failed: value('failed') };
}

/**
 * One setup from start to stop: its instances on a fresh database, nginx in front, the checks of
 * what they share, the load, the outbox, a crash (on PostgreSQL, where the run can read the
 * database beside the instances), the metrics and the drain on SIGTERM.
 */
async function runSetup(key, options, nginxBinary, serverUrl, samples) {
  const setup = SETUPS[key];
  const check = (name, ok, detail = '') => {
    checks.push({ setup: key, name, ok: Boolean(ok), detail });
    console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` (${detail})` : ''}`);
  };
  console.log(`\n=== ${setup.label} ===`);
  const database = setup.embedded ? null : await createScratchDatabase(serverUrl, 'exhale_load');
  if (database) onCleanup(() => database.dropSync());
  const dataDir = setup.embedded ? mkdtempSync(path.join(os.tmpdir(), 'exhale-load-data-')) : null;
  if (dataDir) onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  const mail = await startMailCatcher();
  const ports = [];
  for (let i = 0; i < setup.instances; i++) ports.push(await getFreePort());
  const metricsToken = randomBytes(24).toString('hex');
  const env = {
    ...(database ? { DATABASE_URL: database.url } : { DATA_DIR: dataDir }),
    AUTH_SECRET: randomBytes(32).toString('base64'),
    SITE_URL: BENCH_ORIGIN,
    TRUSTED_IP_HEADER: 'x-forwarded-for',
    SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
    METRICS_TOKEN: metricsToken,
    ADMIN_EMAILS: ADMIN,
    SHUTDOWN_TIMEOUT_SECONDS: '10',
    // Short, so the crash test's orphaned claims come back within the run.
    OUTBOX_CLAIM_SECONDS: '15',
    REMINDER_INTERVAL_SECONDS: '10',
  };

  console.log(`${setup.instances === 1 ? 'One instance' : `${setup.instances} instances`} (port${ports.length > 1 ? 's' : ''} ${ports.join(', ')}) on ${database ? `database ${database.name}` : `the embedded database in ${dataDir}`}${ports.length > 1 ? ', starting together' : ''}...`);
  let instances = ports.map((port) => startInstance(port, env));
  const bases = ports.map((port) => `http://127.0.0.1:${port}`);
  const ready = await Promise.all(instances.map((instance, i) => waitForHealth(instance, bases[i], 90_000, '/api/health/ready')));
  for (const [i, r] of ready.entries()) if (!r.ok) throw new Error(`instance ${i + 1}: ${r.reason}\n${instances[i].stderr()}`);
  const nginx = await startNginx(nginxBinary, ports);
  console.log(`nginx on ${BENCH_ORIGIN} (deploy/nginx/exhale.conf)\n\nBefore the load:`);

  const sql = database ? new pg.Client({ connectionString: database.url }) : null;
  if (sql) {
    await sql.connect();
    onCleanup(() => void sql.end().catch(() => {}));
    const migrations = (await sql.query('select count(*)::int as n, count(distinct hash)::int as d from drizzle.__drizzle_migrations')).rows[0];
    const journal = JSON.parse(readFileSync(path.join(projectRoot, 'src', 'db', 'migrations', 'meta', '_journal.json'), 'utf8')).entries.length;
    check(`migrations applied once${ports.length > 1 ? ', by one of the instances starting together' : ''}`, migrations.n === journal && migrations.d === journal, `${migrations.n} of ${journal}`);
  }

  const people = [];
  for (let i = 0; i < MEMBERS; i++) people.push(await member(BENCH_ORIGIN, i));

  if (ports.length > 1) {
    // A session made on one instance works on the other, and ends on both.
    const signIn = await send(bases[0], { method: 'POST', path: '/api/auth/sign-in/email', body: { email: people[0].email, password: PASSWORD }, localAddress: freshAddress(4) });
    const session = cookiesOf(signIn);
    const onOther = await send(bases[1], { path: '/api/account/overview?locale=en', headers: { cookie: session } });
    check('a session made on instance 1 is signed in on instance 2', signIn.status === 200 && onOther.status === 200 && onOther.text.includes(people[0].email), `${signIn.status}, ${onOther.status}`);
    const signOut = await send(bases[1], { method: 'POST', path: '/api/auth/sign-out', headers: { cookie: session }, body: {} });
    const afterSignOut = await send(bases[0], { path: '/api/account/overview?locale=en', headers: { cookie: session } });
    check('signed out on instance 2, the session is over on instance 1', signOut.status === 200 && afterSignOut.status === 401, `${signOut.status}, ${afterSignOut.status}`);

    // A rate limit reached through one instance holds through the other: 10 wrong passwords from
    // one address on instance 1, the 11th attempt (even with the right one) refused by instance 2.
    const address = freshAddress(5);
    const wrong = [];
    for (let i = 0; i < 10; i++) wrong.push((await send(bases[0], { method: 'POST', path: '/api/auth/sign-in/email', body: { email: people[1].email, password: 'not-the-password' }, localAddress: address })).status);
    const limited = await send(bases[1], { method: 'POST', path: '/api/auth/sign-in/email', body: { email: people[1].email, password: PASSWORD }, localAddress: address });
    const otherAddress = await send(bases[1], { method: 'POST', path: '/api/auth/sign-in/email', body: { email: people[1].email, password: PASSWORD }, localAddress: freshAddress(5) });
    check('a sign-in limit reached on instance 1 holds on instance 2 (and not for another address)', wrong.every((s) => s === 401) && limited.status === 429 && otherAddress.status === 200, `${wrong.join(',')} then ${limited.status}; other address ${otherAddress.status}`);
  }

  // The client address behind nginx is the visitor's (TRUSTED_IP_HEADER), not nginx's own: two
  // addresses through nginx have separate limits.
  const viaNginx = [];
  const first = freshAddress(6);
  for (let i = 0; i < 11; i++) viaNginx.push((await send(BENCH_ORIGIN, { method: 'POST', path: '/api/auth/sign-in/email', body: { email: people[2].email, password: 'not-the-password' }, localAddress: first })).status);
  const second = await send(BENCH_ORIGIN, { method: 'POST', path: '/api/auth/sign-in/email', body: { email: people[2].email, password: PASSWORD }, localAddress: freshAddress(6) });
  check('through nginx, each visitor\'s address has its own limit', viaNginx.at(-1) === 429 && second.status === 200, `11th from one address ${viaNginx.at(-1)}, another address ${second.status}`);

  // nginx keeps public pages by the app's Cache-Control, never a signed-in person's.
  await send(BENCH_ORIGIN, { path: '/help' });
  const cached = await send(BENCH_ORIGIN, { path: '/help' });
  const personal = await send(BENCH_ORIGIN, { path: '/quit-smoking', headers: { cookie: people[3].cookie } });
  check('nginx serves public pages from its cache and passes signed-in requests through', cached.headers['x-cache-status'] === 'HIT' && personal.headers['x-cache-status'] !== 'HIT', `public ${cached.headers['x-cache-status']}, signed in ${personal.headers['x-cache-status'] ?? 'none'}`);
  const forged = await send(BENCH_ORIGIN, { path: '/help', headers: { host: 'evil.example' } }).catch((error) => ({ status: 0, error }));
  check('a request for another host is refused by nginx', forged.status === 0, forged.status ? `answered ${forged.status}` : 'connection closed');

  const adminCookie = await signUp(BENCH_ORIGIN, ADMIN, 'Load admin', freshAddress(2));

  console.log(`\nMixed load for ${options.durationSeconds} s through nginx...`);
  const rows = await runLoad(options.durationSeconds * 1000, kinds(people, adminCookie), samples);
  for (const instance of instances) if (instance.exitInfo) throw new Error(`${instance.name} ${describeExit(instance.exitInfo)} during the load\n${instance.stderr()}`);
  console.log(`\n${table(rows)}\n`);
  for (const row of rows) {
    console.log(`  ${row.kind}: slowest ${row.slowest.join(', ')}`);
    if (row.examples.length) console.log(`  ${row.kind}, unexpected answers: ${row.examples.join(' | ')}`);
  }

  console.log('After the load:');
  const countWaiting = async () =>
    sql ? (await sql.query("select count(*)::int as n from email_outbox where status in ('pending', 'sending')")).rows[0].n : (await outboxByMetrics(bases[0], metricsToken)).waiting;
  const waitForOutbox = async (seconds) => {
    const deadline = Date.now() + seconds * 1000;
    let waiting = 1;
    while (Date.now() < deadline && waiting > 0) {
      waiting = await countWaiting();
      if (waiting > 0) await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    return waiting;
  };
  const arrivals = () => {
    const arrived = new Map();
    for (const message of mail.messages) {
      const id = message.messageId.match(/^<([^@]+)@/)?.[1];
      if (id) arrived.set(id, (arrived.get(id) ?? 0) + 1);
    }
    return arrived;
  };
  /** Each sent outbox row against the messages that arrived, by Message-ID (`<row id@domain>`). */
  const tally = async (where = 'true') => {
    const ids = (await sql.query(`select id::text as id from email_outbox where status = 'sent' and ${where}`)).rows.map((r) => r.id);
    const arrived = arrivals();
    return { sent: ids.length, lost: ids.filter((id) => !arrived.has(id)).length, twice: ids.filter((id) => (arrived.get(id) ?? 0) > 1).length };
  };
  // Every email the outbox holds was sent, each exactly once (also when more than one instance sends).
  let waiting = await waitForOutbox(60);
  const shared = sql
    ? await tally()
    : await outboxByMetrics(bases[0], metricsToken).then(({ sent }) => {
        const arrived = arrivals();
        return { sent, lost: Math.max(0, sent - arrived.size), twice: [...arrived.values()].filter((n) => n > 1).length };
      });
  check(
    `every email in the outbox arrived exactly once${ports.length > 1 ? ' (both instances sending)' : ''}`,
    waiting === 0 && shared.sent > 0 && shared.lost === 0 && shared.twice === 0 && mail.messages.length === shared.sent,
    `${shared.sent} sent, ${mail.messages.length} arrived, ${shared.lost} lost, ${shared.twice} twice`,
  );

  // Crash safety: people whose daily reminder is due now; instance 1 is killed (SIGKILL) while the
  // reminders are being made and their emails sent through a slow mail server, then restarted.
  // The embedded database is one process's own, so the run cannot seed it beside the instance.
  let crash = null;
  if (sql) {
    const CRASH_PEOPLE = 300;
    const now = new Date();
    const dailyTime = new Date(Math.max(now.getTime() - 120_000, Date.parse(`${today()}T00:00:00Z`))).toISOString().slice(11, 16);
    await sql.query(
      `insert into "user" (id, name, email, email_verified, locale)
         select 'crash-' || n, 'Crash ' || n, 'crash-' || n || '@exhale.invalid', true, 'en' from generate_series(1, $1) as n`,
      [CRASH_PEOPLE],
    );
    await sql.query(
      `insert into quit_attempt (id, user_id, quit_date, time_zone, triggers, strategies, nrt)
         select 'crash-attempt-' || n, 'crash-' || n, $2, 'UTC', '[]', '[]', 'none' from generate_series(1, $1) as n`,
      [CRASH_PEOPLE, today()],
    );
    const arrivedBefore = mail.messages.length;
    mail.delayMs = 40;
    await sql.query(
      `insert into reminder_setting (user_id, daily, daily_time, programme, next_check_at)
         select 'crash-' || n, true, $2, false, now() from generate_series(1, $1) as n`,
      [CRASH_PEOPLE, dailyTime],
    );
    const crashDeadline = Date.now() + 60_000;
    while (mail.messages.length - arrivedBefore < 20 && Date.now() < crashDeadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const claimed = (await sql.query("select count(*)::int as n from email_outbox where status = 'sending'")).rows[0].n;
    const remindersAtKill = (await sql.query("select count(*)::int as n from reminder_sent where user_id like 'crash-%'")).rows[0].n;
    process.kill(-instances[0].pid, 'SIGKILL');
    await instances[0].exited;
    console.log(`  killed instance 1 (SIGKILL) with ${mail.messages.length - arrivedBefore} reminder emails arrived, ${remindersAtKill} of ${CRASH_PEOPLE} reminders made, ${claimed} emails claimed`);
    instances = [startInstance(ports[0], env), ...instances.slice(1)];
    const restarted = await waitForHealth(instances[0], bases[0], 90_000, '/api/health/ready');
    check('the killed instance starts again on the same database', restarted.ok, restarted.reason ?? '');
    let made = 0;
    const madeDeadline = Date.now() + 120_000;
    while (made < CRASH_PEOPLE && Date.now() < madeDeadline) {
      made = (await sql.query("select count(distinct user_id)::int as n from reminder_sent where user_id like 'crash-%'")).rows[0].n;
      if (made < CRASH_PEOPLE) await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    waiting = await waitForOutbox(120);
    mail.delayMs = 0;
    const reminderRows = (await sql.query("select count(*)::int as n, count(distinct user_id)::int as people from reminder_sent where user_id like 'crash-%'")).rows[0];
    const reminderEmails = (await sql.query("select count(*)::int as n, count(distinct user_id)::int as people from email_outbox where category = 'reminders' and user_id like 'crash-%'")).rows[0];
    check(
      'after the crash every due reminder was made exactly once, with one email each',
      reminderRows.people === CRASH_PEOPLE && reminderRows.n === CRASH_PEOPLE && reminderEmails.n === CRASH_PEOPLE && reminderEmails.people === CRASH_PEOPLE,
      `${reminderRows.n} reminders for ${reminderRows.people} of ${CRASH_PEOPLE} people, ${reminderEmails.n} emails`,
    );
    const sentAfter = await tally("category = 'reminders'");
    // A duplicate can only be the email the killed instance was handing over when it died: accepted
    // by the mail server, not yet marked sent. One connection per instance: at most one.
    crash = { people: CRASH_PEOPLE, claimedAtKill: claimed, remindersAtKill, emails: sentAfter.sent, lost: sentAfter.lost, duplicates: sentAfter.twice };
    check(
      'after the crash no email was lost, and at most the one in flight arrived twice (same Message-ID)',
      waiting === 0 && sentAfter.sent === CRASH_PEOPLE && sentAfter.lost === 0 && sentAfter.twice <= 1,
      `${sentAfter.sent} sent, ${sentAfter.lost} lost, ${sentAfter.twice} duplicate${sentAfter.twice === 1 ? '' : 's'}, ${waiting} waiting`,
    );
  }

  const metrics = await send(bases[0], { path: '/api/metrics', headers: { authorization: `Bearer ${metricsToken}` } });
  const refused = await send(bases[0], { path: '/api/metrics', headers: { authorization: 'Bearer wrong' } });
  const fiveHundreds = metrics.text.split('\n').filter((line) => /^exhale_http_request_duration_seconds_count\{.*status="5\d\d"/.test(line) && !/ 0$/.test(line));
  check('the metrics endpoint answers its token only, and counted no 5xx', metrics.status === 200 && metrics.text.includes('exhale_outbox_emails{status="sent"}') && refused.status === 401 && fiveHundreds.length === 0, `${metrics.status}, wrong token ${refused.status}, 5xx lines ${fiveHundreds.length}`);

  // SIGTERM with requests in flight: all are answered, readiness turns 503 at once, and once the
  // instance has exited a new connection is refused.
  await nginx.stop();
  const inFlight = Array.from({ length: 20 }, (_, i) => send(bases[0], { path: i % 2 ? '/admin?days=90' : '/api/programme/dashboard?locale=en', headers: { cookie: i % 2 ? adminCookie : people[i % MEMBERS].cookie } }).then((r) => r.status, (error) => String(error)));
  await new Promise((resolve) => setTimeout(resolve, 5));
  instances[0].child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 100));
  const readiness = await send(bases[0], { path: '/api/health/ready' }).then((r) => r.status, (error) => error.code ?? String(error));
  const answered = await Promise.all(inFlight);
  const stopped = await Promise.race([instances[0].exited, new Promise((resolve) => setTimeout(resolve, 20_000, { code: null, signal: 'timeout' }))]);
  const afterStop = await send(bases[0], { path: '/api/health' }).then((r) => r.status, (error) => error.code ?? String(error));
  check(
    'on SIGTERM the requests in flight are answered, readiness says 503, and the stopped instance refuses connections',
    answered.every((status) => status === 200) && readiness === 503 && afterStop === 'ECONNREFUSED',
    `${answered.filter((status) => status === 200).length} of 20 answered 200; readiness ${readiness}; after the exit (${describeExit(stopped)}): ${afterStop}`,
  );
  const exits = [];
  for (const [i, instance] of instances.entries()) {
    if (i > 0) instance.child.kill('SIGTERM');
    const result = await Promise.race([instance.exited, new Promise((resolve) => setTimeout(resolve, 20_000, { code: null, signal: 'timeout' }))]);
    exits.push(result);
  }
  check(`${ports.length > 1 ? 'each instance stops' : 'the instance stops'} on SIGTERM with exit code 0`, exits.every((e) => e.code === 0), exits.map((e) => describeExit(e)).join(', '));

  if (sql) await sql.end().catch(() => {});
  if (database) await database.drop();
  const totals = rows.reduce((sum, r) => ({ requests: sum.requests + r.requests, errors: sum.errors + r.errors, serverErrors: sum.serverErrors + r.serverErrors }), { requests: 0, errors: 0, serverErrors: 0 });
  return { setup: key, rows, totals, crash };
}

/** The same mix through the same nginx to the bare-Node replay of the app's answers. */
async function runCeiling(nginxBinary, samples, seconds) {
  console.log(`\n=== the ceiling: bare Node behind nginx, ${samples.size} recorded answers replayed, ${seconds} s ===`);
  const { server, port } = await startCeiling(samples);
  const nginx = await startNginx(nginxBinary, [port]);
  const members = Array.from({ length: MEMBERS }, (_, i) => ({ email: `ceiling-${i}@exhale.invalid`, cookie: `replay=${i}` }));
  const rows = await runLoad(seconds * 1000, kinds(members, 'replay=admin'));
  console.log(`\n${table(rows)}`);
  await nginx.stop();
  await server.stop();
  return { durationSeconds: seconds, rows };
}

async function main() {
  const options = parseCli();
  const nginxBinary = findNginx();
  if (!nginxBinary) throw new Error('nginx is not installed: apt-get install nginx (Debian\'s package; the load test starts it itself, on loopback)');
  const serverUrl = process.env.LOADTEST_DATABASE_URL || process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  await ensureBuild(projectRoot, BENCH_ORIGIN);

  const started = new Date();
  const samples = new Map();
  const results = [];
  for (const key of options.setups) results.push(await runSetup(key, options, nginxBinary, serverUrl, samples));
  const ceiling = options.ceilingSeconds > 0 ? await runCeiling(nginxBinary, samples, options.ceilingSeconds) : null;

  const totals = results.reduce((sum, r) => ({ requests: sum.requests + r.totals.requests, errors: sum.errors + r.totals.errors, serverErrors: sum.serverErrors + r.totals.serverErrors }), { requests: 0, errors: 0, serverErrors: 0 });
  const report = {
    date: started.toISOString().slice(0, 10),
    machine: `${os.cpus().length} cores (${os.cpus()[0]?.model.split(' ').slice(0, 2).join(' ')}), Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)} at the end`,
    durationSeconds: options.durationSeconds,
    results,
    ceiling,
    totals,
    checks,
  };
  writeFileSync(path.join(projectRoot, RESULTS_FILE), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\n${summary(report)}\n\n${comparisonTable(results, ceiling)}\n`);
  if (options.readme) writeReadme(report);
  const failed = checks.filter((c) => !c.ok);
  for (const c of failed) console.log(`FAILED (${SETUPS[c.setup].label}): ${c.name} (${c.detail})`);
  console.log(`${totals.requests.toLocaleString('en')} requests, ${totals.errors} errors, ${totals.serverErrors} 5xx; ${checks.length - failed.length} of ${checks.length} checks passed.`);
  return failed.length === 0 && totals.errors === 0 && totals.serverErrors === 0 ? 0 : 1;
}

runMain(main);
