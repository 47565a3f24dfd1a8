import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the scripts, without types.
import { BUDGETS, judge, verdictOf } from './bench-budget.mjs';

interface Measured {
  requestsPerSec: number;
  cpuMsPerRequest: number | null;
  latencyP99Ms: number | null;
  unexpectedStatus?: number;
  errors?: number;
  timeouts?: number;
}

function result(budget: unknown, next: Measured, extra: { connections?: number; fromMemory?: boolean; status?: number } = {}) {
  return {
    budget,
    next: { unexpectedStatus: 0, errors: 0, timeouts: 0, ...next },
    ceiling: { requestsPerSec: 10_000 },
    connections: extra.connections ?? 20,
    fromMemory: extra.fromMemory ?? false,
    sample: { status: extra.status ?? 200 },
    expectStatus: 200,
  };
}

const verdict = (r: ReturnType<typeof result>) => verdictOf(judge(r));

describe('the bench budget of a target', () => {
  it('passes a public page at its limits and fails it just past them, with the ceiling beside it', () => {
    expect(verdict(result(BUDGETS.public, { requestsPerSec: 600, cpuMsPerRequest: 1.5, latencyP99Ms: 40 }, { fromMemory: true }))).toBe('pass');
    const checks = judge(result(BUDGETS.public, { requestsPerSec: 599, cpuMsPerRequest: 1.51, latencyP99Ms: 40 }, { fromMemory: true }));
    expect(verdictOf(checks)).toBe('fail');
    expect(checks.map((c: { what: string; ok: boolean }) => [c.what, c.ok])).toEqual([
      ['req/s', false],
      ['CPU', false],
    ]);
    expect(checks[0].text).toContain('6.0% of the ceiling');
  });

  it('judges a signed-in page on requests/s and p99 at 20 connections, and not p99 at another count', () => {
    expect(verdict(result(BUDGETS.signedIn, { requestsPerSec: 250, cpuMsPerRequest: 4, latencyP99Ms: 100 }))).toBe('pass');
    expect(verdict(result(BUDGETS.signedIn, { requestsPerSec: 300, cpuMsPerRequest: 4, latencyP99Ms: 101 }))).toBe('fail');
    const elsewhere = judge(result(BUDGETS.signedIn, { requestsPerSec: 300, cpuMsPerRequest: 4, latencyP99Ms: 500 }, { connections: 50 }));
    expect(elsewhere.find((c: { what: string }) => c.what === 'p99')).toMatchObject({ ok: null });
    expect(verdictOf(elsewhere)).toBe('pass');
  });

  it('fails any target with a bad answer or a wrong status, whatever its speed', () => {
    expect(verdict(result(BUDGETS.admin, { requestsPerSec: 50, cpuMsPerRequest: 20, latencyP99Ms: 200, errors: 1 }, { connections: 5 }))).toBe('fail');
    expect(verdict(result(BUDGETS.admin, { requestsPerSec: 50, cpuMsPerRequest: 20, latencyP99Ms: 200 }, { connections: 5, status: 500 }))).toBe('fail');
    expect(verdict(result(BUDGETS.admin, { requestsPerSec: 50, cpuMsPerRequest: 20, latencyP99Ms: 200 }, { connections: 5 }))).toBe('pass');
  });
});
