// Throughput/latency/CPU benchmark of the production server, next to a
// 'ceiling': a bare node:http server replaying the very same bytes. The gap
// between the two is what the framework and our code cost per request. Each
// target is judged against its budget of DESIGN.md §5 (BUDGETS below).
//
//   npm run bench -- [--paths /a,/b=404] [--duration 10] [--connections 20] [--warmup 3] [--check] [--readme]
//
// With BENCH_DATABASE_URL (a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres)
// the server runs on a database made for the run and dropped after it; without it, on the
// embedded PGlite database in a fresh DATA_DIR.

import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BUDGETS, fmt, judge, verdictOf } from './lib/bench-budget.mjs';
import { createScratchDatabase } from './lib/scratch-database.mjs';
import { describeExit, ensureBuild, onCleanup, projectRoot, runMain, spawnManaged, startNextServer } from './lib/server.mjs';


// `signIn` targets are measured with the session cookie of a bench account made when the server
// has started, `admin` ones with an admin's. `fromMemory`: answered by server.mjs from memory
// (decision 0007), so its requests/s are also read against the ceiling's.
const TARGETS = [
  { label: 'help (prerendered)', path: '/help', expectStatus: 200, budget: BUDGETS.public, fromMemory: true },
  { label: 'home', path: '/', expectStatus: 200, budget: BUDGETS.public, fromMemory: true },
  { label: 'de help', path: '/de/hilfe', expectStatus: 200, budget: BUDGETS.public, fromMemory: true },
  { label: '404 page', path: '/this-page-does-not-exist', expectStatus: 404, budget: BUDGETS.public, fromMemory: true },
  { label: 'post (prerendered)', path: '/posts/health-recovery-timeline', expectStatus: 200, budget: BUDGETS.public, fromMemory: true },
  { label: 'account (signed in)', path: '/account', expectStatus: 200, signIn: true, budget: BUDGETS.signedIn, fromMemory: true },
  { label: 'programme dashboard (signed in)', path: '/quit-smoking', expectStatus: 200, signIn: true, budget: BUDGETS.signedIn, fromMemory: true },
  // The dashboard's page is the same for everyone; its person's data comes from this answer.
  { label: 'programme data (signed in)', path: '/api/programme/dashboard?locale=en', expectStatus: 200, signIn: true, budget: BUDGETS.signedIn },
  // The account page and the data page are prerendered too (decision 0025); these are their data.
  { label: 'account data (signed in)', path: '/api/account/overview?locale=en', expectStatus: 200, signIn: true, budget: BUDGETS.signedIn },
  { label: 'your data (signed in)', path: '/data-deletion', expectStatus: 200, signIn: true, budget: BUDGETS.signedIn, fromMemory: true },
  { label: 'your data: the counts (signed in)', path: '/api/account/data', expectStatus: 200, signIn: true, budget: BUDGETS.signedIn },
  { label: 'motivation survey (signed in)', path: '/survey/motivation', expectStatus: 200, signIn: true, budget: BUDGETS.signedIn, fromMemory: true },
  { label: 'test survey (signed in)', path: '/survey/test', expectStatus: 200, signIn: true, budget: BUDGETS.signedIn, fromMemory: true },
  // {certificate}: a certificate of the bench account's, put into its database (scripts/seed-certificate.ts).
  // The edit page is one prerendered page for every id (decision 0025); the certificate is its data call.
  { label: 'certificate edit (owner)', path: '/certificate/edit/{certificate}', expectStatus: 200, signIn: true, budget: BUDGETS.signedIn, fromMemory: true },
  { label: 'certificate edit data (owner)', path: '/api/certificates/{certificate}', expectStatus: 200, signIn: true, budget: BUDGETS.signedIn },
  // The admin dashboard over the demo data set (npm run seed -- --demo: 2,000 people, 90 days), at
  // its own budget of 5 connections (issue 13).
  { label: 'admin dashboard (demo data, 90 days)', path: '/admin?days=90', expectStatus: 200, admin: true, connections: BUDGETS.admin.connections, budget: BUDGETS.admin },
  { label: 'admin purchases (demo data)', path: '/admin/purchases', expectStatus: 200, admin: true, connections: BUDGETS.admin.connections, budget: BUDGETS.admin },
  { label: 'admin users (demo data)', path: '/admin/users', expectStatus: 200, admin: true, connections: BUDGETS.admin.connections, budget: BUDGETS.admin },
  { label: 'admin email (demo data)', path: '/admin/email', expectStatus: 200, admin: true, connections: BUDGETS.admin.connections, budget: BUDGETS.admin },
];
const CERTIFICATE = '{certificate}';
/** The address requested: the target's path with its placeholder filled in. */
const urlOf = (target) => target.url ?? target.path;

const BENCH_ADMIN = 'bench-admin@exhale.invalid';

/** Runs a TypeScript script of scripts/ on the server's database; returns its output. */
function runScript(args, dataDir, databaseUrl) {
  return execFileSync(process.execPath, [path.join(projectRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs'), '--tsconfig', 'tsconfig.json', ...args], {
    cwd: projectRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

/** Registers an account (a fresh address, or the one given) and returns its cookies (session and signed-in marker). */
async function signUp(baseUrl, name, email = `${name.toLowerCase()}-${Date.now()}@exhale.invalid`) {
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(baseUrl).origin },
    body: JSON.stringify({ name, email, password: 'Bench-Breath-2026', locale: 'en' }),
  });
  if (!response.ok) throw new Error(`could not make the bench account: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/** POSTs each [path, body] as the person with `cookie`; returns the last answer. */
async function prepare(baseUrl, cookie, steps) {
  const headers = { 'content-type': 'application/json', origin: new URL(baseUrl).origin, cookie };
  let last;
  for (const [path, body] of steps) {
    const answer = await fetch(`${baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (!answer.ok) throw new Error(`could not prepare the bench account (${path}): ${answer.status} ${await answer.text()}`);
    last = await answer.json();
  }
  return last;
}

/**
 * Registers a bench account and returns its address and cookies. It has a running quit attempt with a smoking
 * profile, a check-in, cravings and a step done, and a smoke-free challenge with two partners who
 * checked in and sent encouragement, so /quit-smoking is the dashboard as a person sees it.
 */
async function benchAccount(baseUrl) {
  const email = `bench-${Date.now()}@exhale.invalid`;
  const cookie = await signUp(baseUrl, 'Bench', email);
  const today = new Date().toISOString().slice(0, 10);
  const checkIn = ['/api/programme/check-in', { day: today, timeZone: 'UTC', smokeFree: true, cravings: 4, cravingStrength: 6, mood: 4 }];
  await prepare(baseUrl, cookie, [
    ['/api/programme/test', { id: crypto.randomUUID(), submission: { answers: { firstCigarette: 'within30', forbiddenPlaces: 'no', hateToGiveUp: 'firstMorning', perDay: 'from11to20', morningMore: 'no', whenIll: 'no' }, profile: { cigarettesPerDay: 20, cigarettesPerPack: 20, packPriceMinor: 900, currency: 'EUR', yearsSmoked: 10 } } }],
    ['/api/programme/plan', { quitDate: today, timeZone: 'UTC', triggers: ['coffee', 'stress'], strategies: ['water', 'breathing'], nrt: 'patch' }],
    checkIn,
    ['/api/programme/craving', { id: crypto.randomUUID(), trigger: 'coffee', strengthBefore: 8, strengthAfter: 4, passed: true, withSos: true, timeZone: 'UTC' }],
    ['/api/programme/craving', { id: crypto.randomUUID(), trigger: 'stress', strengthBefore: 7, strengthAfter: null, passed: true, withSos: false, timeZone: 'UTC' }],
    ['/api/programme/step', { day: 1, done: true }],
  ]);
  const { id: challengeId } = await prepare(baseUrl, cookie, [['/api/challenges', { kind: 'smokeFree', days: 21, startDate: today, timeZone: 'UTC', message: 'Three weeks, together.' }]]);
  for (const name of ['Partner-one', 'Partner-two']) {
    const { id: invitation } = await prepare(baseUrl, cookie, [['/api/challenges/invitations', { challengeId, locale: 'en' }]]);
    const partner = await signUp(baseUrl, name);
    await prepare(baseUrl, partner, [['/api/challenges/accept', { id: invitation }], ['/api/programme/plan', { quitDate: today, timeZone: 'UTC', triggers: [], strategies: [], nrt: 'none' }], checkIn]);
    const { challenges } = await (await fetch(`${baseUrl}/api/programme/dashboard?locale=en`, { headers: { cookie: partner } })).json();
    const bench = challenges[0].partners.find((p) => p.creator).id;
    await prepare(baseUrl, partner, [['/api/challenges/encourage', { challengeId, to: bench, preset: 'proud' }]]);
  }
  return { cookie, email };
}

// Sent identically by the sample fetch and by autocannon so the ceiling replays
// exactly what the load generator would have received. No Accept-Encoding: the
// benchmark measures rendering, not gzip (use --gzip to include compression).
const BASE_HEADERS = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) exhale-bench',
  accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
  'accept-language': 'en',
};

const RESULTS_FILE = 'bench-results.json';
const RSS_SAMPLE_MS = 200;

const USAGE = `Usage: npm run bench -- [options]
  --paths /a,/b         targets to measure (default: ${TARGETS.map((t) => t.path).join(',')});
                        append =STATUS to expect a non-200 status, e.g. /nope=404
  --duration <s>        measured seconds per target and server (default 10)
  --warmup <s>          warm-up seconds before each measurement (default 3)
  --connections <n>     concurrent connections (default 20)
  --gzip                send Accept-Encoding: gzip (measures compression too)
  --check               exit non-zero when a target misses its budget (DESIGN.md §5)
  --readme              write the results into README.md's table of this setup (embedded or
                        PostgreSQL), between <!-- bench:${'{embedded,postgres}'} --> markers
  --help
Environment: BENCH_DATABASE_URL=postgres://... runs the server on PostgreSQL (a database made for
the run and dropped after it); BENCH_PORT moves the server's port (default 3311).`;

function parseCli() {
  const { values } = parseArgs({
    options: {
      paths: { type: 'string' },
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '3' },
      connections: { type: 'string', default: '20' },
      gzip: { type: 'boolean', default: false },
      check: { type: 'boolean', default: false },
      readme: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const num = (name, min) => {
    const n = Number(values[name]);
    if (!Number.isFinite(n) || n < min) throw new Error(`--${name} must be a number >= ${min}\n\n${USAGE}`);
    return n;
  };
  const options = {
    duration: num('duration', 1),
    warmup: num('warmup', 0),
    connections: Math.round(num('connections', 1)),
    gzip: values.gzip,
    check: values.check,
    readme: values.readme,
    targets: TARGETS,
  };
  if (options.check && options.connections !== BUDGETS.signedIn.connections) {
    throw new Error(`--check judges the budgets at ${BUDGETS.signedIn.connections} connections (the admin pages at ${BUDGETS.admin.connections}); leave out --connections`);
  }
  if (values.paths) {
    options.targets = values.paths
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((spec) => {
        // Status suffix is only honoured as a trailing =NNN so that query
        // strings like ?a=b still work.
        const m = /^(.*)=(\d{3})$/.exec(spec);
        const p = m ? m[1] : spec;
        if (!p.startsWith('/')) throw new Error(`--paths entries must start with '/': ${spec}`);
        const known = TARGETS.find((t) => t.path === p);
        const base = known ?? { label: p, path: p, expectStatus: 200 };
        return m ? { ...base, expectStatus: Number(m[2]) } : base;
      });
    if (options.targets.length === 0) throw new Error('--paths is empty');
  }
  return options;
}

function readClockTicks() {
  try {
    const n = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    if (Number.isFinite(n) && n > 0) return n;
  } catch {
    // Fall through to the Linux default.
  }
  console.warn('warning: `getconf CLK_TCK` failed; assuming 100 ticks/s');
  return 100;
}

function readStat(pid) {
  try {
    const raw = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // comm (field 2) may contain spaces and parentheses; everything after the
    // last ')' is space-separated and starts at field 3.
    const rest = raw.slice(raw.lastIndexOf(')') + 2).split(' ');
    return {
      ppid: Number(rest[1]),
      utime: Number(rest[11]),
      stime: Number(rest[12]),
      cutime: Number(rest[13]),
      cstime: Number(rest[14]),
    };
  } catch {
    return null;
  }
}

function processTree(rootPid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const st = readStat(entry);
    if (!st) continue;
    const pid = Number(entry);
    if (!children.has(st.ppid)) children.set(st.ppid, []);
    children.get(st.ppid).push(pid);
  }
  const tree = [rootPid];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]) ?? []));
  return tree;
}

function treeCpuTicks(rootPid) {
  let ticks = 0;
  for (const pid of processTree(rootPid)) {
    const st = readStat(pid);
    // cutime/cstime hold CPU of children that exited and were reaped during
    // the run; without them a short-lived worker's time would vanish.
    if (st) ticks += st.utime + st.stime + st.cutime + st.cstime;
  }
  return ticks;
}

function treeRssKb(rootPid) {
  let kb = 0;
  for (const pid of processTree(rootPid)) {
    try {
      const m = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (m) kb += Number(m[1]);
    } catch {
      // Process exited between listing and reading.
    }
  }
  return kb;
}

function startRssSampler(pid) {
  let peak = treeRssKb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRssKb(pid));
  }, RSS_SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, treeRssKb(pid));
    },
  };
}

function requestHeaders(target, options) {
  const headers = { ...BASE_HEADERS };
  if (options.gzip) headers['accept-encoding'] = 'gzip';
  if (target.cookie) headers.cookie = target.cookie;
  return headers;
}

// node:http instead of fetch: fetch adds its own headers and transparently
// decompresses, so its bytes would not be what autocannon receives.
function fetchRaw(url, headers) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers, agent: false, timeout: 30_000 }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`timeout fetching ${url}`)));
    req.on('error', reject);
  });
}

// autocannon's own histogram stores whole milliseconds, which flattens the
// ceiling server to 0 ms; its 'response' event carries the hrtime duration.
function createLatencyRecorder() {
  let values = new Float64Array(1 << 16);
  let count = 0;
  return {
    record(ms) {
      if (count === values.length) {
        const grown = new Float64Array(values.length * 2);
        grown.set(values);
        values = grown;
      }
      values[count++] = ms;
    },
    percentiles(...ps) {
      const sorted = values.subarray(0, count).sort();
      return ps.map((p) => (count ? sorted[Math.min(count - 1, Math.max(0, Math.ceil((p / 100) * count) - 1))] : null));
    },
  };
}

function runCannon(opts, onLatency) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
    if (onLatency) instance.on('response', (_client, _status, _bytes, ms) => onLatency(ms));
  });
}

async function measure({ pid, baseUrl, target, expectStatus, options, clkTck }) {
  const common = {
    url: baseUrl + urlOf(target),
    connections: target.connections ?? options.connections,
    headers: requestHeaders(target, options),
    timeout: 10,
  };
  if (options.warmup > 0) await runCannon({ ...common, duration: options.warmup });

  const latencies = createLatencyRecorder();
  const cpuBefore = treeCpuTicks(pid);
  const rss = startRssSampler(pid);
  const result = await runCannon({ ...common, duration: options.duration }, latencies.record);
  const peakRssKb = rss.stop();
  const cpuTicks = treeCpuTicks(pid) - cpuBefore;

  const statusCounts = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count]));
  const responses = Object.values(statusCounts).reduce((a, b) => a + b, 0);
  const unexpectedStatus = responses - (statusCounts[expectStatus] ?? 0);
  const [p50, p99, max] = latencies.percentiles(50, 99, 100);
  return {
    requestsPerSec: result.requests.mean,
    latencyP50Ms: p50,
    latencyP99Ms: p99,
    latencyMaxMs: max,
    responses,
    statusCounts,
    unexpectedStatus,
    errors: result.errors,
    timeouts: result.timeouts,
    cpuTicks,
    cpuMsPerRequest: responses > 0 ? (cpuTicks / clkTck) * 1000 / responses : null,
    peakRssMb: peakRssKb / 1024,
    bytesPerSec: result.throughput.mean,
  };
}

// Runs in a separate process so its CPU and RSS can be measured exactly like
// the Next server's. Plain CommonJS so it works with `node -e`.
const CEILING_SERVER_SOURCE = `
const http = require('node:http');
const fs = require('node:fs');
const routes = new Map();
for (const r of JSON.parse(fs.readFileSync(process.argv[1], 'utf8'))) {
  const body = Buffer.from(r.body, 'base64');
  const headers = { 'content-type': r.contentType, 'content-length': body.length };
  if (r.contentEncoding) headers['content-encoding'] = r.contentEncoding;
  routes.set(r.path, { status: r.status, headers, body });
}
const server = http.createServer((req, res) => {
  const r = routes.get(req.url);
  if (!r) { res.writeHead(599); res.end(); return; }
  res.writeHead(r.status, r.headers);
  res.end(r.body);
});
server.listen(0, '127.0.0.1', () => process.stdout.write('LISTENING ' + server.address().port + '\\n'));
`;

async function startCeilingServer(samples) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'exhale-ceiling-'));
  const removeDir = onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  const dataFile = path.join(dir, 'responses.json');
  writeFileSync(
    dataFile,
    JSON.stringify(
      samples.map((s) => ({
        path: urlOf(s.target),
        status: s.status,
        contentType: s.headers['content-type'] ?? 'application/octet-stream',
        contentEncoding: s.headers['content-encoding'],
        body: s.body.toString('base64'),
      })),
    ),
  );
  const proc = spawnManaged(process.execPath, ['-e', CEILING_SERVER_SOURCE, dataFile], { name: 'ceiling' });
  const deadline = Date.now() + 10_000;
  let port;
  while (!port) {
    port = /LISTENING (\d+)/.exec(proc.stdout())?.[1];
    if (port) break;
    if (proc.exitInfo || Date.now() > deadline) {
      await proc.stop();
      throw new Error(`ceiling server ${describeExit(proc.exitInfo)}; stderr:\n${proc.stderr()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    pid: proc.pid,
    baseUrl: `http://127.0.0.1:${port}`,
    assertAlive() {
      if (proc.exitInfo) throw new Error(`ceiling server ${describeExit(proc.exitInfo)}; stderr:\n${proc.stderr()}`);
    },
    async stop() {
      await proc.stop();
      rmSync(dir, { recursive: true, force: true });
      removeDir();
    },
  };
}


function renderTable(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r ? String(r[i]).length : 0))));
  // Label columns left-aligned, numbers right-aligned so digits line up.
  const line = (cells) =>
    cells.map((c, i) => (i <= 1 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  const out = [line(header), rule];
  for (const r of rows) out.push(r ? line(r) : rule);
  return out.join('\n');
}

const SETUP_NAMES = { embedded: 'embedded database (PGlite)', postgres: 'PostgreSQL database' };

/** The budget as words, e.g. "≥ 250 req/s, p99 ≤ 100 ms at 20 conn." */
function budgetText(budget) {
  if (!budget) return 'none';
  const parts = [];
  if (budget.minRps != null) parts.push(`≥ ${budget.minRps} req/s`);
  if (budget.maxCpuMs != null) parts.push(`≤ ${budget.maxCpuMs} ms CPU/req`);
  if (budget.maxP99Ms != null) parts.push(`p99 ≤ ${budget.maxP99Ms} ms at ${budget.connections} conn.`);
  return parts.join(', ');
}


/** One Markdown table of a run, for README.md's Performance section. */
function readmeTable(report, setup) {
  const { environment: env, config } = report;
  const admin = report.targets.some((t) => t.connections !== config.connections) ? ` (admin pages ${BUDGETS.admin.connections})` : '';
  const passed = report.targets.filter((t) => t.verdict === 'pass').length;
  const peak = Math.max(...report.targets.map((t) => t.next.peakRssMb));
  const lines = [
    `On the ${SETUP_NAMES[setup]}, ${report.generatedAt.slice(0, 10)}: ${env.cpus} cores (${env.cpuModel ?? 'unknown CPU'}), Node ${env.node}, ` +
      `load average ${env.loadAverage.start.toFixed(1)} at the start and ${env.loadAverage.end.toFixed(1)} at the end; ` +
      `${config.durationSec} s per target after a ${config.warmupSec} s warm-up at ${config.connections} connections${admin}, ` +
      `written by \`npm run bench -- --readme\`. ${passed} of ${report.targets.length} targets within budget; peak server RSS ` +
      `${fmt.int(peak)} MB (budget ${BUDGETS.memoryMb[setup]} MB).`,
    '',
    '| target | budget | requests/s | p50 / p99 | server CPU per request | peak RSS | ceiling requests/s | verdict |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const t of report.targets) {
    const m = t.next;
    const ratio = t.fromMemory && t.ceiling.requestsPerSec > 0 ? ` (${fmt.pct(m.requestsPerSec / t.ceiling.requestsPerSec)})` : '';
    const failed = t.checks.filter((c) => c.ok === false).map((c) => c.what);
    lines.push(
      `| \`${t.path}\` — ${t.label} | ${budgetText(t.budget)} | ${fmt.int(m.requestsPerSec)} | ${fmt.ms(m.latencyP50Ms)} / ${fmt.ms(m.latencyP99Ms)} ms | ` +
        `${fmt.cpu(m.cpuMsPerRequest)} ms | ${fmt.int(m.peakRssMb)} MB | ${fmt.int(t.ceiling.requestsPerSec)}${ratio} | ${failed.length ? `**fail** (${failed.join(', ')})` : 'pass'} |`,
    );
  }
  return lines.join('\n');
}

/** Replaces what is between <!-- bench:SETUP --> and <!-- /bench:SETUP --> in README.md. */
function writeReadme(report, setup) {
  const file = path.join(projectRoot, 'README.md');
  const text = readFileSync(file, 'utf8');
  const start = `<!-- bench:${setup} -->`;
  const end = `<!-- /bench:${setup} -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from === -1 || to < from) throw new Error(`README.md has no ${start} … ${end} markers to write the table between`);
  writeFileSync(file, `${text.slice(0, from + start.length)}\n${readmeTable(report, setup)}\n${text.slice(to)}`);
  console.log(`README.md: the ${SETUP_NAMES[setup]} table is rewritten.`);
}

async function main() {
  const options = parseCli();
  // The machine is often shared: its load around the run says how far the figures can be trusted.
  const loadAtStart = os.loadavg()[0];
  const clkTck = readClockTicks();
  const perRun = options.warmup + options.duration;
  const estimate = Math.ceil((options.targets.length * 2 * perRun) / 10) * 10;

  await ensureBuild(projectRoot);
  let buildId = null;
  try {
    buildId = readFileSync(path.join(projectRoot, '.next', 'BUILD_ID'), 'utf8').trim();
  } catch {
    // Only informational.
  }

  const setup = process.env.BENCH_DATABASE_URL ? 'postgres' : 'embedded';
  let database = null;
  let forgetDatabase = () => {};
  if (setup === 'postgres') {
    database = await createScratchDatabase(process.env.BENCH_DATABASE_URL, 'exhale_bench');
    // Registered before the server's own cleanup, so it runs after the server is gone.
    forgetDatabase = onCleanup(() => database.dropSync());
    console.log(`On PostgreSQL: database ${database.name}, dropped at the end.`);
  } else {
    console.log('On the embedded database (PGlite); BENCH_DATABASE_URL=postgres://... measures on PostgreSQL.');
  }

  console.log(`Starting Next production server...`);
  const needsAdmin = options.targets.some((t) => t.admin);
  const next = await startNextServer({
    root: projectRoot,
    extraEnv: {
      DATABASE_URL: database?.url ?? '',
      // Production on PostgreSQL requires a configured secret; the embedded set-up keeps its own.
      ...(database ? { AUTH_SECRET: randomBytes(32).toString('base64url') } : {}),
      ...(needsAdmin ? { ADMIN_EMAILS: BENCH_ADMIN } : {}),
    },
    prepare: needsAdmin
      ? (dataDir) => {
          console.log('Seeding the demo data set (npm run seed -- --demo)...');
          console.log(runScript(['scripts/seed.ts', '--demo'], dataDir, database?.url).trimEnd());
        }
      : undefined,
  });
  console.log(`Next ready on ${next.baseUrl} (pid ${next.pid}, ${next.startupMs} ms).`);

  if (options.targets.some((t) => t.signIn)) {
    const { cookie, email } = await benchAccount(next.baseUrl);
    options.targets = options.targets.map((t) => (t.signIn ? { ...t, cookie } : t));
    if (options.targets.some((t) => t.path.includes(CERTIFICATE))) {
      let id;
      const seed = (dataDir) => {
        id = runScript(['scripts/seed-certificate.ts', '--owner', email], dataDir, database?.url).trim().split('\n').at(-1);
      };
      // The embedded database is written only while no server has it open.
      if (database) seed(next.dataDir);
      else await next.restart(seed);
      options.targets = options.targets.map((t) => ({ ...t, url: t.path.replace(CERTIFICATE, id) }));
    }
  }
  if (needsAdmin) {
    // An address in ADMIN_EMAILS: the account is an admin from the start.
    const cookie = await signUp(next.baseUrl, 'Bench admin', BENCH_ADMIN);
    options.targets = options.targets.map((t) => (t.admin ? { ...t, cookie } : t));
  }

  const problems = [];
  const samples = [];
  for (const target of options.targets) {
    const res = await fetchRaw(next.baseUrl + urlOf(target), requestHeaders(target, options));
    if (res.status !== target.expectStatus) {
      const where = res.headers.location ? ` (Location: ${res.headers.location})` : '';
      problems.push(`${target.path}: sample request answered ${res.status}${where}, expected ${target.expectStatus}`);
    }
    samples.push({ target, ...res });
  }

  const ceiling = await startCeilingServer(samples);
  console.log(`Ceiling server ready on ${ceiling.baseUrl} (pid ${ceiling.pid}).`);
  console.log(
    `Measuring ${options.targets.length} target(s) x 2 servers: ${options.warmup} s warm-up + ${options.duration} s, ` +
      `${options.connections} connections (about ${estimate} s)...\n`,
  );

  const results = [];
  for (const sample of samples) {
    const { target } = sample;
    process.stdout.write(`  ${target.path} ... next`);
    const nextResult = await measure({ pid: next.pid, baseUrl: next.baseUrl, target, expectStatus: target.expectStatus, options, clkTck });
    next.assertAlive();
    process.stdout.write(`, ceiling`);
    // The ceiling replays whatever Next answered, so it is only checked for
    // replaying faithfully; a wrong Next status is already reported above.
    const ceilingResult = await measure({ pid: ceiling.pid, baseUrl: ceiling.baseUrl, target, expectStatus: sample.status, options, clkTck });
    ceiling.assertAlive();
    process.stdout.write(` done (${fmt.int(nextResult.requestsPerSec)} vs ${fmt.int(ceilingResult.requestsPerSec)} req/s)\n`);

    for (const [name, r, want] of [['next', nextResult, target.expectStatus], ['ceiling', ceilingResult, sample.status]]) {
      if (r.unexpectedStatus > 0) {
        const seen = Object.entries(r.statusCounts).map(([c, n]) => `${c}x${n}`).join(', ');
        problems.push(`${target.path} (${name}): ${r.unexpectedStatus} response(s) not ${want} [${seen}]`);
      }
      if (r.errors > 0 || r.timeouts > 0) {
        problems.push(`${target.path} (${name}): ${r.errors} connection error(s), ${r.timeouts} timeout(s)`);
      }
      if (r.responses === 0) problems.push(`${target.path} (${name}): no responses at all`);
    }
    results.push({
      label: target.label,
      path: target.path,
      expectStatus: target.expectStatus,
      signedIn: Boolean(target.cookie),
      budget: target.budget ?? null,
      fromMemory: Boolean(target.fromMemory),
      connections: target.connections ?? options.connections,
      sample: {
        status: sample.status,
        contentType: sample.headers['content-type'] ?? null,
        contentEncoding: sample.headers['content-encoding'] ?? null,
        cacheControl: sample.headers['cache-control'] ?? null,
        location: sample.headers.location ?? null,
        bytes: sample.body.length,
      },
      next: nextResult,
      ceiling: ceilingResult,
    });
  }

  await ceiling.stop();
  await next.stop();
  if (database) {
    await database.drop();
    forgetDatabase();
  }

  const header = ['Target', 'Server', 'Status', 'Bytes', 'Req/s', '% ceil', 'p50 ms', 'p99 ms', 'Bad', 'CPU ms/req', 'Peak RSS MB'];
  const rows = [];
  for (const r of results) {
    if (rows.length) rows.push(null);
    for (const [name, m] of [['next', r.next], ['ceiling', r.ceiling]]) {
      rows.push([
        name === 'next' ? r.path : r.label !== r.path ? `  ${r.label}` : '',
        name,
        name !== 'next' ? '' : r.sample.status === r.expectStatus ? r.sample.status : `${r.sample.status} (want ${r.expectStatus})`,
        name === 'next' ? `${fmt.kb(r.sample.bytes)}k` : '',
        fmt.int(m.requestsPerSec),
        name === 'next' && r.ceiling.requestsPerSec > 0 ? `${((m.requestsPerSec / r.ceiling.requestsPerSec) * 100).toFixed(1)}%` : '',
        fmt.ms(m.latencyP50Ms),
        fmt.ms(m.latencyP99Ms),
        m.unexpectedStatus + m.errors + m.timeouts,
        fmt.cpu(m.cpuMsPerRequest),
        fmt.mb(m.peakRssMb),
      ]);
    }
  }
  console.log('\n' + renderTable(header, rows));
  console.log(
    `\nBad = responses with a status other than expected + connection errors + timeouts.` +
      `\nCPU ms/req = (utime+stime of the server process tree) / responses; RSS summed over the tree, sampled every ${RSS_SAMPLE_MS} ms.`,
  );

  for (const r of results) {
    r.checks = judge(r);
    r.verdict = verdictOf(r.checks);
  }
  const missed = results.filter((r) => r.verdict === 'fail');
  const peakRss = Math.max(...results.map((r) => r.next.peakRssMb));
  const width = Math.max(...results.map((r) => r.path.length));
  console.log(`\nBudgets (DESIGN.md §5) on the ${SETUP_NAMES[setup]}:`);
  for (const r of results) console.log(`  ${r.verdict.toUpperCase()}  ${r.path.padEnd(width)}  ${r.checks.map((c) => c.text).join(' · ')}`);
  const rssOk = peakRss <= BUDGETS.memoryMb[setup];
  console.log(`  ${rssOk ? 'PASS' : 'FAIL'}  ${'(setup)'.padEnd(width)}  peak server RSS ${fmt.int(peakRss)} MB ${rssOk ? '≤' : '>'} ${BUDGETS.memoryMb[setup]}`);
  console.log(`${results.length - missed.length} of ${results.length} target(s) within budget on the ${SETUP_NAMES[setup]}.`);

  const report = {
    generatedAt: new Date().toISOString(),
    setup,
    ok: problems.length === 0,
    problems,
    buildId,
    environment: {
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? null,
      totalMemMb: Math.round(os.totalmem() / 1024 / 1024),
      clockTicksPerSec: clkTck,
      loadAverage: { start: loadAtStart, end: os.loadavg()[0] },
    },
    config: {
      durationSec: options.duration,
      warmupSec: options.warmup,
      connections: options.connections,
      gzip: options.gzip,
      requestHeaders: BASE_HEADERS,
    },
    targets: results,
  };
  const outFile = path.join(projectRoot, RESULTS_FILE);
  writeFileSync(outFile, JSON.stringify(report, null, 2) + '\n');
  console.log(`\nResults written to ${path.relative(process.cwd(), outFile) || outFile}.`);
  if (options.readme) writeReadme(report, setup);

  if (problems.length) {
    console.error(`\nFAILED (${problems.length} problem(s)):`);
    for (const p of problems) console.error(`  - ${p}`);
    return 1;
  }
  if (options.check && (missed.length || !rssOk)) {
    const what = [...missed.map((r) => r.path), ...(rssOk ? [] : [`peak server RSS ${fmt.int(peakRss)} MB > ${BUDGETS.memoryMb[setup]} MB`])];
    console.error(`\n--check: ${what.length} budget(s) missed: ${what.join(', ')}`);
    return 1;
  }
  return 0;
}

runMain(main);
