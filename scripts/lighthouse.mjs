// Lighthouse (mobile default config, simulated throttling) against the local
// production server, so score regressions and shipped-JS growth are caught
// before deployment rather than in the field.
//
//   npm run lighthouse -- [--paths /,/de] [--min-performance 95] [--min-accessibility 100] ...

import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { ensureBuild, onCleanup, projectRoot, runMain, startNextServer } from './lib/server.mjs';
import { chromiumArgs, chromiumPath } from './lib/chromium.mjs';

const DEFAULT_PATHS = [
  '/',
  '/de',
  '/quit-smoking',
  '/de/nikotinentzug',
  '/posts/health-recovery-timeline',
  '/survey/motivation',
  '/de/survey/test',
  '/login',
  '/fr/register',
  '/certificate/{certificate}',
  '/ru/certificate/{certificate}',
];
// `{certificate}` in a path is the id of a public certificate seeded into the server's fresh
// database before it starts (scripts/seed-certificate.ts).
const CERTIFICATE = '{certificate}';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// Performance is reported through its metrics; listing its opportunities as
// 'failing audits' would drown the actionable a11y/BP/SEO findings.
const AUDITED_CATEGORIES = ['accessibility', 'best-practices', 'seo'];

// Lighthouse wants the new headless mode; the rest are the project's usual flags.
const CHROME_FLAGS = ['--headless=new', ...chromiumArgs.filter((flag) => flag !== '--headless')];

const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
];

const RESULTS_FILE = 'lighthouse-results.json';

const USAGE = `Usage: npm run lighthouse -- [options]
  --paths /a,/b                 pages to audit (default: ${DEFAULT_PATHS.join(',')})
  --min-performance <0-100>     exit non-zero if any page scores lower
  --min-accessibility <0-100>
  --min-best-practices <0-100>
  --min-seo <0-100>
  --runs <n>                    audit each page n times and keep the run with
                                the median performance score (default 1)
  --help
Chrome: $CHROME_PATH or /usr/bin/chromium.`;

function parseCli() {
  const { values } = parseArgs({
    options: {
      paths: { type: 'string' },
      runs: { type: 'string', default: '1' },
      ...Object.fromEntries(CATEGORIES.map((c) => [`min-${c}`, { type: 'string' }])),
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const paths = values.paths
    ? values.paths
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : DEFAULT_PATHS;
  if (paths.length === 0) throw new Error('--paths is empty');
  for (const p of paths) if (!p.startsWith('/')) throw new Error(`--paths entries must start with '/': ${p}`);

  const minimums = {};
  for (const c of CATEGORIES) {
    const raw = values[`min-${c}`];
    if (raw === undefined) continue;
    const n = Number(raw);
    if (!Number.isFinite(n) || n < 0 || n > 100) throw new Error(`--min-${c} must be between 0 and 100\n\n${USAGE}`);
    minimums[c] = n;
  }
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer\n\n${USAGE}`);
  return { paths, minimums, runs };
}

// chrome-launcher is a Lighthouse dependency, not ours; fall back to
// resolving it from Lighthouse's location in case npm did not hoist it.
async function loadChromeLauncher() {
  try {
    return await import('chrome-launcher');
  } catch {
    const req = createRequire(import.meta.resolve('lighthouse'));
    return import(pathToFileURL(req.resolve('chrome-launcher')).href);
  }
}

// Next loads a route's server modules lazily on its first hit; without this
// the first audit of each page would be charged for it in TTFB and score.
async function warmUp(url) {
  for (let i = 0; i < 2; i++) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
      await res.arrayBuffer();
    } catch {
      // Lighthouse will report the real problem.
    }
  }
}

function scriptBytes(lhr) {
  const items = lhr.audits['network-requests']?.details?.items;
  if (Array.isArray(items)) {
    const scripts = items.filter((i) => i.resourceType === 'Script');
    return {
      bytes: scripts.reduce((sum, i) => sum + (i.transferSize ?? 0), 0),
      requests: scripts.length,
      source: 'network-requests',
    };
  }
  const row = lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
  if (row) return { bytes: row.transferSize ?? 0, requests: row.requestCount ?? null, source: 'resource-summary' };
  return { bytes: null, requests: null, source: null };
}

function describeItem(item) {
  if (item.node?.selector) return item.node.selector;
  const where = item.sourceLocation?.url ?? item.source?.url ?? item.url;
  if (typeof item.description === 'string') {
    const text = item.description.replace(/\s+/g, ' ').slice(0, 200);
    return where && !text.includes(where) ? `${text} (${where})` : text;
  }
  return item.node?.snippet ?? where ?? null;
}

function failingAudits(lhr) {
  const out = [];
  for (const category of AUDITED_CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit) continue;
      const errored = audit.scoreDisplayMode === 'error';
      const scored = ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode);
      if (!errored && !(scored && audit.score !== null && audit.score < 1)) continue;
      const items = Array.isArray(audit.details?.items) ? audit.details.items : [];
      out.push({
        category,
        id: ref.id,
        title: audit.title,
        score: audit.score,
        weight: ref.weight,
        errorMessage: errored ? audit.errorMessage ?? 'audit errored' : undefined,
        itemCount: items.length,
        // A few concrete offenders are usually enough to locate the markup.
        examples: items.slice(0, 5).map(describeItem).filter(Boolean),
      });
    }
  }
  return out;
}

function summarize(url, pagePath, lhr) {
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => {
      const s = lhr.categories[c]?.score;
      return [c, typeof s === 'number' ? Math.round(s * 100) : null];
    }),
  );
  const metrics = Object.fromEntries(
    METRICS.map(([id]) => [id, lhr.audits[id]?.numericValue ?? null]),
  );
  return {
    path: pagePath,
    url,
    finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl ?? url,
    scores,
    javascript: scriptBytes(lhr),
    metrics,
    failingAudits: failingAudits(lhr),
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    runWarnings: lhr.runWarnings ?? [],
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

async function auditOnce(chromeLauncher, chromePath, url, pagePath) {
  // A fresh browser per run keeps caches and service state from one audit
  // leaking into the next.
  //
  // With --disable-dev-shm-usage Chrome puts shared-memory scratch dirs in
  // TMPDIR and, being SIGKILLed, never removes them; a private TMPDIR lets us.
  const tmpDir = mkdtempSync(path.join(os.tmpdir(), 'exhale-chrome-'));
  const removeTmp = onCleanup(() => rmSync(tmpDir, { recursive: true, force: true }));
  let chrome;
  let unregister = () => {};
  try {
    chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: CHROME_FLAGS,
      envVars: { ...process.env, TMPDIR: tmpDir },
      logLevel: 'silent',
      // Our own exit handler kills Chrome; chrome-launcher's SIGINT handler
      // would race it and skip the Next server cleanup.
      handleSIGINT: false,
    });
    unregister = onCleanup(() => chrome.kill());
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result?.lhr) throw new Error('Lighthouse returned no result');
    return summarize(url, pagePath, result.lhr);
  } catch (error) {
    return {
      path: pagePath,
      url,
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, null])),
      javascript: { bytes: null, requests: null, source: null },
      metrics: {},
      failingAudits: [],
      runtimeError: error?.message ?? String(error),
      runWarnings: [],
    };
  } finally {
    chrome?.kill();
    unregister();
    rmSync(tmpDir, { recursive: true, force: true });
    removeTmp();
  }
}

// The performance score swings by several points between identical runs on a
// small machine; the median run (as Lighthouse CI does) makes gates stable.
function pickMedianRun(runs) {
  if (runs.length === 1) return runs[0];
  const ok = runs.filter((r) => !r.runtimeError && r.scores.performance != null);
  const pool = ok.length ? ok : runs;
  const sorted = [...pool].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1));
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  return { ...median, allRuns: runs.map((r) => ({ scores: r.scores, runtimeError: r.runtimeError })) };
}

function formatMetric(id, value) {
  if (value == null) return '-';
  if (id === 'cumulative-layout-shift') return value.toFixed(3);
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
}

function renderTable(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

async function main() {
  const { paths, minimums, runs: runCount } = parseCli();
  const chromePath = chromiumPath();
  const chromeLauncher = await loadChromeLauncher();

  await ensureBuild(projectRoot);
  console.log('Starting Next production server...');
  let certificateId = null;
  const server = await startNextServer({
    root: projectRoot,
    prepare: paths.some((p) => p.includes(CERTIFICATE))
      ? (dataDir) => {
          const seeded = spawnSync(process.execPath, [path.join(projectRoot, 'node_modules/tsx/dist/cli.mjs'), '--tsconfig', 'tsconfig.json', 'scripts/seed-certificate.ts'], {
            cwd: projectRoot,
            // The server being audited runs on the embedded database in dataDir.
            env: { ...Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'DATABASE_URL')), DATA_DIR: dataDir },
            encoding: 'utf8',
          });
          if (seeded.status !== 0) throw new Error(`seeding a certificate failed:\n${seeded.stderr}`);
          certificateId = seeded.stdout.trim().split('\n').at(-1);
        }
      : undefined,
  });
  console.log(`Next ready on ${server.baseUrl} (pid ${server.pid}).\n`);

  const pages = [];
  for (const pagePath of paths) {
    const url = server.baseUrl + pagePath.replace(CERTIFICATE, certificateId);
    await warmUp(url);
    const runs = [];
    for (let run = 1; run <= runCount; run++) {
      process.stdout.write(`Auditing ${pagePath}${runCount > 1 ? ` (run ${run}/${runCount})` : ''} ... `);
      const started = Date.now();
      const page = await auditOnce(chromeLauncher, chromePath, url, pagePath);
      console.log(page.runtimeError ? `error: ${page.runtimeError}` : `done (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      runs.push(page);
      server.assertAlive();
    }
    pages.push(pickMedianRun(runs));
  }
  await server.stop();

  const fmtScore = (s) => (s == null ? 'n/a' : String(s));
  console.log(
    '\n' +
      renderTable(
        ['Page', 'Perf', 'A11y', 'BP', 'SEO', 'JS KiB', 'JS reqs', ...METRICS.map(([, short]) => short)],
        pages.map((p) => [
          p.path,
          ...CATEGORIES.map((c) => fmtScore(p.scores[c])),
          p.javascript.bytes == null ? '-' : (p.javascript.bytes / 1024).toFixed(1),
          p.javascript.requests ?? '-',
          ...METRICS.map(([id]) => formatMetric(id, p.metrics[id])),
        ]),
      ),
  );
  const benchmarkIndex = pages.find((p) => p.benchmarkIndex)?.benchmarkIndex;
  console.log(
    'JS KiB = transferred (compressed) bytes of all Script requests.' +
      (benchmarkIndex ? ` Host BenchmarkIndex ${Math.round(benchmarkIndex)} (scores on slower hosts run lower).` : ''),
  );
  if (runCount > 1) {
    console.log(`Median of ${runCount} runs by performance score; per run:`);
    for (const p of pages) console.log(`  ${p.path}: ${p.allRuns.map((r) => fmtScore(r.scores.performance)).join(', ')}`);
  }

  for (const p of pages) {
    const notes = [...p.runWarnings];
    if (p.runtimeError) notes.unshift(`runtime error: ${p.runtimeError}`);
    if (p.failingAudits.length === 0 && notes.length === 0) continue;
    console.log(`\n${p.path}`);
    for (const n of notes) console.log(`  ! ${n}`);
    for (const a of p.failingAudits) {
      const extra = a.errorMessage ? ` (errored: ${a.errorMessage})` : a.itemCount ? ` (${a.itemCount} item${a.itemCount === 1 ? '' : 's'})` : '';
      console.log(`  [${a.category}] ${a.id}: ${a.title}${extra}`);
      for (const ex of a.examples) console.log(`      ${ex}`);
    }
  }

  const violations = [];
  for (const p of pages) {
    for (const [category, min] of Object.entries(minimums)) {
      const score = p.scores[category];
      if (score == null || score < min) violations.push(`${p.path}: ${category} ${fmtScore(score)} < ${min}`);
    }
    // A page that could not be audited at all is a failure even without
    // thresholds: silently reporting 'n/a' would hide a broken page or browser.
    if (p.runtimeError) violations.push(`${p.path}: not audited (${p.runtimeError})`);
  }

  const report = {
    generatedAt: new Date().toISOString(),
    lighthouseVersion: (await import('lighthouse/package.json', { with: { type: 'json' } }).catch(() => null))?.default?.version ?? null,
    settings: { formFactor: 'mobile', throttlingMethod: 'simulate', runsPerPage: runCount, chromePath, chromeFlags: CHROME_FLAGS },
    environment: { node: process.version, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? null },
    minimums,
    ok: violations.length === 0,
    violations,
    pages,
  };
  const outFile = path.join(projectRoot, RESULTS_FILE);
  writeFileSync(outFile, JSON.stringify(report, null, 2) + '\n');
  console.log(`\nResults written to ${path.relative(process.cwd(), outFile) || outFile}.`);

  if (violations.length) {
    console.error(`\nFAILED (${violations.length} problem(s)):`);
    for (const v of violations) console.error(`  - ${v}`);
    return 1;
  }
  return 0;
}

runMain(main);
