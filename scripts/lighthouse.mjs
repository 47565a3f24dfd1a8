// Lighthouse (mobile default config, simulated throttling) against the local production server,
// beside the floor: a bare Next.js page (scripts/floor) built with the same versions and audited in
// the same sitting, interleaved with our pages. Scores move with the machine; the ratio of a page
// to the floor does not, so the budgets of DESIGN.md §5 are ratios:
//
//   performance ≥ the floor's − 3, TBT ≤ 1.25× the floor's, LCP ≤ 1.2× the floor's, CLS 0,
//   accessibility, best practices and SEO 100 (SEO only where the page is not deliberately noindex),
//   JavaScript ≤ 160 KiB transferred.
//
//   npm run lighthouse -- [--paths /,/de] [--runs 3] [--check] [--readme] [--floor-every 5]

import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { ensureBuild, onCleanup, projectRoot, runMain, startNextServer } from './lib/server.mjs';
import { chromiumArgs, chromiumPath } from './lib/chromium.mjs';
import { ensureFloorBuild, nextVersion, startFloor } from './lib/floor.mjs';
import { BUDGET, budgetMisses, floorReference, formatMetric, METRICS } from './lib/lighthouse-budget.mjs';

// Every public page type (home, help, the programme for visitors, a post, a landing page, the
// imprint, the survey, the test, sign-in, registration) in three languages, and a certificate.
const DEFAULT_PATHS = [
  ...['', '/de', '/pl'].flatMap((prefix) => [
    prefix || '/',
    `${prefix}${{ '': '/help', '/de': '/hilfe', '/pl': '/pomoc' }[prefix]}`,
    `${prefix}${{ '': '/quit-smoking', '/de': '/nikotinentzug', '/pl': '/rzucanie-palenia' }[prefix]}`,
    `${prefix}/posts/health-recovery-timeline`,
    `${prefix}/install`,
    `${prefix}/imprint`,
    `${prefix}/survey/motivation`,
    `${prefix}/survey/test`,
    `${prefix}/login`,
    `${prefix}/register`,
  ]),
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


const RESULTS_FILE = 'lighthouse-results.json';

const USAGE = `Usage: npm run lighthouse -- [options]
  --paths /a,/b                 pages to audit (default: ${DEFAULT_PATHS.join(',')})
  --min-performance <0-100>     exit non-zero if any page scores lower
  --min-accessibility <0-100>
  --min-best-practices <0-100>
  --min-seo <0-100>
  --runs <n>                    audit each page n times and keep the run with
                                the median performance score (default 1)
  --floor-every <n>             audit the floor (scripts/floor) before the first
                                page, after every n pages and at the end
                                (default 5; 0 leaves the floor out)
  --check                       exit non-zero when a page misses its budget
                                against the floor (DESIGN.md §5)
  --readme                      write this run's table into README.md
  --help
Chrome: $CHROME_PATH or /usr/bin/chromium.`;

function parseCli() {
  const { values } = parseArgs({
    options: {
      paths: { type: 'string' },
      runs: { type: 'string', default: '1' },
      'floor-every': { type: 'string', default: '5' },
      check: { type: 'boolean', default: false },
      readme: { type: 'boolean', default: false },
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
  const floorEvery = Number(values['floor-every']);
  if (!Number.isInteger(floorEvery) || floorEvery < 0) throw new Error(`--floor-every must be 0 or a positive integer\n\n${USAGE}`);
  if (values.check && floorEvery === 0) throw new Error('--check compares with the floor: it needs --floor-every above 0');
  return { paths, minimums, runs, floorEvery, check: values.check, readme: values.readme };
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

/** The element Lighthouse took as the largest contentful paint (its audits' names vary by version). */
function lcpElement(lhr) {
  const find = (value) => {
    if (!value || typeof value !== 'object') return null;
    if (value.type === 'node' && (value.selector || value.snippet)) return `${value.snippet?.slice(0, 90) ?? ''} (${value.selector ?? '?'})`;
    for (const child of Array.isArray(value) ? value : Object.values(value)) {
      const found = find(child);
      if (found) return found;
    }
    return null;
  };
  for (const id of ['largest-contentful-paint-element', 'lcp-breakdown-insight', 'lcp-discovery-insight']) {
    const found = find(lhr.audits[id]?.details);
    if (found) return found;
  }
  return null;
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
    // A page that asks search engines not to index it (sign-in, a private certificate) loses the
    // SEO points of that audit by design.
    noindex: lhr.audits['is-crawlable']?.score === 0,
    // Where the main thread's time goes, to find causes rather than symptoms.
    mainThread: Object.fromEntries((lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((i) => [i.group, Math.round(i.duration)])),
    bootup: (lhr.audits['bootup-time']?.details?.items ?? []).slice(0, 4).map((i) => ({ url: i.url, total: Math.round(i.total), scripting: Math.round(i.scripting) })),
    longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).slice(0, 5).map((i) => ({ url: i.url, start: Math.round(i.startTime), duration: Math.round(i.duration) })),
    domElements: lhr.audits['dom-size']?.numericValue ?? lhr.audits['dom-size-insight']?.details?.debugData?.totalElements ?? null,
    lcpElement: lcpElement(lhr),
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
    // LIGHTHOUSE_SAVE_DIR keeps every audit's full report, to look into a page's trace and metrics
    // (made when missing: a report lost to a missing folder would cost the whole audit).
    if (process.env.LIGHTHOUSE_SAVE_DIR) {
      mkdirSync(process.env.LIGHTHOUSE_SAVE_DIR, { recursive: true });
      const name = `${pagePath.replace(/[^a-z0-9]+/gi, '_') || 'root'}-${Date.now()}.json`;
      writeFileSync(path.join(process.env.LIGHTHOUSE_SAVE_DIR, name), JSON.stringify(result.lhr));
    }
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

function renderTable(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const ratio = (value, reference) => (value == null || !reference ? '-' : `${(value / reference).toFixed(2)}×`);

/** The table of the run as markdown, for README.md (between the lighthouse markers). */
function markdownTable(pages, floor, context) {
  const rows = [
    '| page | performance | TBT | LCP | CLS | JS KiB | a11y / BP / SEO | budget |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  if (floor) {
    rows.push(
      `| bare Next.js page (the floor, median of ${floor.audits}) | ${floor.performance} | ${formatMetric('total-blocking-time', floor.tbt)} | ${formatMetric('largest-contentful-paint', floor.lcp)} | ${formatMetric('cumulative-layout-shift', floor.cls)} | ${floor.javascriptKiB.toFixed(1)} | | |`,
    );
  }
  for (const p of pages) {
    const perf = p.scores.performance;
    const delta = floor && perf != null ? ` (${perf - floor.performance >= 0 ? '+' : ''}${perf - floor.performance})` : '';
    const tbt = p.metrics['total-blocking-time'];
    const lcp = p.metrics['largest-contentful-paint'];
    rows.push(
      `| \`${p.path}\` | ${perf ?? 'n/a'}${delta} | ${formatMetric('total-blocking-time', tbt)}${floor ? ` (${ratio(tbt, floor.tbt)})` : ''} | ${formatMetric('largest-contentful-paint', lcp)}${floor ? ` (${ratio(lcp, floor.lcp)})` : ''} | ${formatMetric('cumulative-layout-shift', p.metrics['cumulative-layout-shift'])} | ${p.javascript.bytes == null ? '-' : (p.javascript.bytes / 1024).toFixed(1)} | ${p.scores.accessibility} / ${p.scores['best-practices']} / ${p.scores.seo}${p.noindex ? ' (noindex)' : ''} | ${p.misses.length ? `misses: ${p.misses.join('; ')}` : 'within'} |`,
    );
  }
  return [
    `Printed by \`npm run lighthouse -- ${context.argv}\` on ${context.date}: ${context.machine}, Lighthouse ${context.lighthouseVersion} mobile (simulated throttling), median of ${context.runs} run(s) per page, Next.js ${context.nextVersion} for both apps; the floor audited ${floor?.audits ?? 0} times, interleaved with the pages (its performance runs: ${floor?.performanceRuns.join(', ') ?? '-'}). Host BenchmarkIndex ${context.benchmarkIndex ?? 'n/a'}.`,
    '',
    ...rows,
  ].join('\n');
}

function writeReadme(table) {
  const file = path.join(projectRoot, 'README.md');
  const text = readFileSync(file, 'utf8');
  const open = '<!-- lighthouse -->';
  const close = '<!-- /lighthouse -->';
  const from = text.indexOf(open);
  const to = text.indexOf(close);
  if (from === -1 || to < from) throw new Error(`README.md has no ${open} … ${close} section to write into`);
  writeFileSync(file, `${text.slice(0, from + open.length)}\n${table}\n${text.slice(to)}`);
  console.log('README.md: the Lighthouse table is rewritten.');
}

async function auditMedian(chromeLauncher, chromePath, url, pagePath, runCount, label = pagePath) {
  await warmUp(url);
  const runs = [];
  for (let run = 1; run <= runCount; run++) {
    process.stdout.write(`Auditing ${label}${runCount > 1 ? ` (run ${run}/${runCount})` : ''} ... `);
    const started = Date.now();
    let page = await auditOnce(chromeLauncher, chromePath, url, pagePath);
    // Chrome now and then loses the start of its trace (NO_NAVSTART): the page was not at fault, so
    // that audit is made again, twice at most.
    for (let retry = 0; retry < 2 && /NO_NAVSTART/.test(page.runtimeError ?? ''); retry++) {
      process.stdout.write('trace lost, again ... ');
      page = await auditOnce(chromeLauncher, chromePath, url, pagePath);
    }
    console.log(page.runtimeError ? `error: ${page.runtimeError}` : `done (${((Date.now() - started) / 1000).toFixed(1)} s, performance ${page.scores.performance})`);
    runs.push(page);
  }
  return runs;
}

async function main() {
  const { paths, minimums, runs: runCount, floorEvery, check, readme } = parseCli();
  const chromePath = chromiumPath();
  const chromeLauncher = await loadChromeLauncher();

  await ensureBuild(projectRoot);
  if (floorEvery > 0) await ensureFloorBuild();
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
  console.log(`Next ready on ${server.baseUrl} (pid ${server.pid}).`);
  const floorServer = floorEvery > 0 ? await startFloor() : null;
  if (floorServer) console.log(`The floor (bare Next.js page) ready on ${floorServer.url}.`);
  console.log('');

  const floorAudits = [];
  const auditFloor = async () => {
    floorAudits.push(...(await auditMedian(chromeLauncher, chromePath, floorServer.url, '(floor)', runCount, 'the floor')));
    floorServer.assertAlive();
  };

  const pages = [];
  for (const [index, pagePath] of paths.entries()) {
    if (floorServer && index % floorEvery === 0) await auditFloor();
    const url = server.baseUrl + pagePath.replace(CERTIFICATE, certificateId);
    const runs = await auditMedian(chromeLauncher, chromePath, url, pagePath, runCount);
    server.assertAlive();
    pages.push(pickMedianRun(runs));
  }
  if (floorServer) {
    await auditFloor();
    await floorServer.stop();
  }
  await server.stop();

  const floor = floorReference(floorAudits);
  if (floorServer && !floor) throw new Error('the floor could not be audited, so no page can be compared with it');
  for (const p of pages) p.misses = budgetMisses(p, floor);

  const fmtScore = (s) => (s == null ? 'n/a' : String(s));
  const rows = pages.map((p) => [
    p.path,
    fmtScore(p.scores.performance) + (floor && p.scores.performance != null ? ` (${p.scores.performance - floor.performance >= 0 ? '+' : ''}${p.scores.performance - floor.performance})` : ''),
    ...['accessibility', 'best-practices', 'seo'].map((c) => fmtScore(p.scores[c])),
    p.javascript.bytes == null ? '-' : (p.javascript.bytes / 1024).toFixed(1),
    p.javascript.requests ?? '-',
    ...METRICS.map(([id]) => formatMetric(id, p.metrics[id])),
    ratio(p.metrics['total-blocking-time'], floor?.tbt),
    ratio(p.metrics['largest-contentful-paint'], floor?.lcp),
    p.misses.length ? 'MISS' : 'ok',
  ]);
  if (floor) {
    rows.unshift([
      `the floor (median of ${floor.audits})`,
      fmtScore(floor.performance),
      '',
      '',
      '',
      floor.javascriptKiB.toFixed(1),
      '',
      ...METRICS.map(([id]) => formatMetric(id, floor.metrics[id])),
      '1.00×',
      '1.00×',
      '',
    ]);
  }
  console.log(
    '\n' + renderTable(['Page', 'Perf (Δ floor)', 'A11y', 'BP', 'SEO', 'JS KiB', 'JS reqs', ...METRICS.map(([, short]) => short), 'TBT ×floor', 'LCP ×floor', 'Budget'], rows),
  );
  const benchmarkIndex = pages.find((p) => p.benchmarkIndex)?.benchmarkIndex;
  console.log(
    'JS KiB = transferred (compressed) bytes of all Script requests.' +
      (benchmarkIndex ? ` Host BenchmarkIndex ${Math.round(benchmarkIndex)} (scores on slower hosts run lower).` : ''),
  );
  if (floor) console.log(`The floor's performance in its ${floor.audits} audits: ${floor.performanceRuns.join(', ')}.`);
  if (runCount > 1) {
    console.log(`Median of ${runCount} runs by performance score; per run:`);
    for (const p of pages) console.log(`  ${p.path}: ${p.allRuns.map((r) => fmtScore(r.scores.performance)).join(', ')}`);
  }

  console.log('\nWhere the main thread\'s time goes (ms, Lighthouse mainthread-work-breakdown; DOM elements):');
  const groups = [...new Set([...(floor ? Object.keys(floor.mainThread) : []), ...pages.flatMap((p) => Object.keys(p.mainThread ?? {}))])];
  console.log(
    renderTable(
      ['Page', ...groups, 'DOM'],
      [
        ...(floor ? [['the floor', ...groups.map((g) => floor.mainThread[g] ?? '-'), '']] : []),
        ...pages.map((p) => [p.path, ...groups.map((g) => p.mainThread?.[g] ?? '-'), p.domElements ?? '-']),
      ],
    ),
  );

  for (const p of pages) {
    const notes = [...p.runWarnings];
    if (p.runtimeError) notes.unshift(`runtime error: ${p.runtimeError}`);
    if (p.lcpElement) notes.push(`largest contentful paint: ${p.lcpElement}`);
    if (p.longTasks?.length) notes.push(`long tasks: ${p.longTasks.map((t) => `${t.duration} ms at ${t.start} ms (${t.url?.replace(/^https?:\/\/[^/]+/, '') ?? '?'})`).join(', ')}`);
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
    else if (check) for (const miss of p.misses) violations.push(`${p.path}: ${miss}`);
  }

  const lighthouseVersion = (await import('lighthouse/package.json', { with: { type: 'json' } }).catch(() => null))?.default?.version ?? null;
  const report = {
    generatedAt: new Date().toISOString(),
    lighthouseVersion,
    nextVersion: nextVersion(),
    settings: { formFactor: 'mobile', throttlingMethod: 'simulate', runsPerPage: runCount, floorEvery, chromePath, chromeFlags: CHROME_FLAGS },
    environment: { node: process.version, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? null },
    budget: BUDGET,
    minimums,
    floor,
    floorAudits: floorAudits.map((a) => ({ scores: a.scores, metrics: a.metrics, javascript: a.javascript, runtimeError: a.runtimeError })),
    ok: violations.length === 0,
    violations,
    pages,
  };
  const outFile = path.join(projectRoot, RESULTS_FILE);
  writeFileSync(outFile, JSON.stringify(report, null, 2) + '\n');
  console.log(`\nResults written to ${path.relative(process.cwd(), outFile) || outFile}.`);
  if (readme) {
    writeReadme(
      markdownTable(pages, floor, {
        argv: process.argv.slice(2).join(' '),
        date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
        machine: `${os.cpus().length} cores (${os.cpus()[0]?.model?.trim() ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GB`,
        lighthouseVersion,
        nextVersion: nextVersion(),
        runs: runCount,
        benchmarkIndex: benchmarkIndex ? Math.round(benchmarkIndex) : null,
      }),
    );
  }

  const missed = pages.filter((p) => p.misses.length > 0).length;
  if (floor) console.log(`\nAgainst the floor: ${pages.length - missed} of ${pages.length} page(s) within the budget of DESIGN.md §5${check ? '' : ' (not enforced without --check)'}.`);
  if (violations.length) {
    console.error(`\nFAILED (${violations.length} problem(s)):`);
    for (const v of violations) console.error(`  - ${v}`);
    return 1;
  }
  return 0;
}

runMain(main);
