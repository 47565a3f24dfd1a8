// The budgets of DESIGN.md §5 for `npm run lighthouse`: a page against the floor (a bare Next.js
// page audited in the same run), so the verdict does not move with the machine.

export const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
];

export const BUDGET = { performanceBelowFloor: 3, tbtTimesFloor: 1.25, lcpTimesFloor: 1.2, maxCls: 0.001, javascriptKiB: 160 };

export function formatMetric(id, value) {
  if (value == null) return '-';
  if (id === 'cumulative-layout-shift') return value.toFixed(3);
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
}

export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The floor's reference: the median of each figure over all of its audits in this run. */
export function floorReference(audits) {
  const ok = audits.filter((a) => !a.runtimeError);
  if (ok.length === 0) return null;
  return {
    audits: ok.length,
    performance: median(ok.map((a) => a.scores.performance)),
    tbt: median(ok.map((a) => a.metrics['total-blocking-time'])),
    lcp: median(ok.map((a) => a.metrics['largest-contentful-paint'])),
    cls: median(ok.map((a) => a.metrics['cumulative-layout-shift'])),
    metrics: Object.fromEntries(METRICS.map(([id]) => [id, median(ok.map((a) => a.metrics[id]))])),
    mainThread: Object.fromEntries(Object.keys(ok[0].mainThread ?? {}).map((group) => [group, median(ok.map((a) => a.mainThread?.[group]))])),
    javascriptKiB: median(ok.map((a) => (a.javascript.bytes ?? 0) / 1024)),
    performanceRuns: ok.map((a) => a.scores.performance),
  };
}

/** What a page misses of its budget against the floor (DESIGN.md §5). */
export function budgetMisses(page, floor) {
  const misses = [];
  if (page.runtimeError) return [`not audited (${page.runtimeError})`];
  const { performance, accessibility, seo } = page.scores;
  const bestPractices = page.scores['best-practices'];
  const tbt = page.metrics['total-blocking-time'];
  const lcp = page.metrics['largest-contentful-paint'];
  const cls = page.metrics['cumulative-layout-shift'];
  if (floor) {
    if (performance < floor.performance - BUDGET.performanceBelowFloor) misses.push(`performance ${performance} < floor ${floor.performance} − ${BUDGET.performanceBelowFloor}`);
    if (tbt > floor.tbt * BUDGET.tbtTimesFloor) misses.push(`TBT ${formatMetric('total-blocking-time', tbt)} > ${BUDGET.tbtTimesFloor}× floor ${formatMetric('total-blocking-time', floor.tbt)}`);
    if (lcp > floor.lcp * BUDGET.lcpTimesFloor) misses.push(`LCP ${formatMetric('largest-contentful-paint', lcp)} > ${BUDGET.lcpTimesFloor}× floor ${formatMetric('largest-contentful-paint', floor.lcp)}`);
  }
  if (!(cls < BUDGET.maxCls)) misses.push(`CLS ${formatMetric('cumulative-layout-shift', cls)} is not 0`);
  if (accessibility !== 100) misses.push(`accessibility ${accessibility}`);
  if (bestPractices !== 100) misses.push(`best practices ${bestPractices}`);
  if (seo !== 100 && !(page.noindex && page.failingAudits.filter((a) => a.category === 'seo').every((a) => a.id === 'is-crawlable'))) misses.push(`SEO ${seo}`);
  const kib = (page.javascript.bytes ?? 0) / 1024;
  if (kib > BUDGET.javascriptKiB) misses.push(`JavaScript ${kib.toFixed(1)} KiB > ${BUDGET.javascriptKiB} KiB`);
  return misses;
}

