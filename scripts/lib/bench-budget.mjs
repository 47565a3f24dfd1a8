// The budgets of DESIGN.md §5 for `npm run bench`, and the verdict on one measured target.

// DESIGN.md §5. A p99 budget holds at its number of connections: a run at another count is not
// judged on it. `memoryMb`: the server's peak RSS (its process tree) under any target's load.
export const BUDGETS = {
  public: { text: 'prerendered or cached page', minRps: 600, maxCpuMs: 1.5 },
  signedIn: { text: 'signed-in page', minRps: 250, maxP99Ms: 100, connections: 20 },
  admin: { text: 'admin page', maxP99Ms: 300, connections: 5 },
  memoryMb: { embedded: 700, postgres: 400 },
};

export const fmt = {
  int: (n) => (n == null ? '-' : Math.round(n).toLocaleString('en-US')),
  ms: (n) => (n == null ? '-' : n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2)),
  cpu: (n) => (n == null ? '-' : n.toFixed(3)),
  mb: (n) => (n == null ? '-' : n.toFixed(1)),
  kb: (n) => (n / 1024).toFixed(1),
  pct: (ratio) => `${(ratio * 100).toFixed(1)}%`,
};

/**
 * A result against its target's budget: each check is
 * { what, ok, text }, `ok` null when it cannot be judged (a p99 at another number of connections).
 */
export function judge(result) {
  const { budget } = result;
  const m = result.next;
  const checks = [];
  const mark = (ok) => (ok ? '' : ' ✗');
  if (budget?.minRps != null) {
    const ok = m.requestsPerSec >= budget.minRps;
    const ratio = result.fromMemory && result.ceiling.requestsPerSec > 0 ? ` (${fmt.pct(m.requestsPerSec / result.ceiling.requestsPerSec)} of the ceiling's ${fmt.int(result.ceiling.requestsPerSec)})` : '';
    checks.push({ what: 'req/s', ok, text: `${fmt.int(m.requestsPerSec)} req/s ${ok ? '≥' : '<'} ${budget.minRps}${mark(ok)}${ratio}` });
  }
  if (budget?.maxCpuMs != null) {
    const ok = m.cpuMsPerRequest != null && m.cpuMsPerRequest <= budget.maxCpuMs;
    checks.push({ what: 'CPU', ok, text: `CPU ${fmt.cpu(m.cpuMsPerRequest)} ms ${ok ? '≤' : '>'} ${budget.maxCpuMs}${mark(ok)}` });
  }
  if (budget?.maxP99Ms != null) {
    if (result.connections !== budget.connections) {
      checks.push({ what: 'p99', ok: null, text: `p99 not judged (measured at ${result.connections} connections, the budget is at ${budget.connections})` });
    } else {
      const ok = m.latencyP99Ms != null && m.latencyP99Ms <= budget.maxP99Ms;
      checks.push({ what: 'p99', ok, text: `p99 ${fmt.ms(m.latencyP99Ms)} ms ${ok ? '≤' : '>'} ${budget.maxP99Ms}${mark(ok)}` });
    }
  }
  // Memory is judged once per setup (the peak over the whole run, see main): a row's peak is the
  // server's so far, so a fast page measured late would carry what earlier rows left behind.
  const bad = m.unexpectedStatus + m.errors + m.timeouts;
  if (bad > 0 || result.sample.status !== result.expectStatus) checks.push({ what: 'answers', ok: false, text: `${bad} bad answer(s), sample ${result.sample.status} ✗` });
  return checks;
}

export const verdictOf = (checks) => (checks.some((c) => c.ok === false) ? 'fail' : 'pass');
