import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the scripts, without types.
import { budgetMisses, floorReference } from './lighthouse-budget.mjs';

type Audit = Parameters<typeof budgetMisses>[0];

function audit(overrides: { performance?: number; tbt?: number; lcp?: number; cls?: number; kib?: number; seo?: number; noindex?: boolean; seoFailing?: string[] } = {}): Audit {
  return {
    scores: { performance: overrides.performance ?? 95, accessibility: 100, 'best-practices': 100, seo: overrides.seo ?? 100 },
    metrics: {
      'first-contentful-paint': 800,
      'largest-contentful-paint': overrides.lcp ?? 1000,
      'total-blocking-time': overrides.tbt ?? 200,
      'cumulative-layout-shift': overrides.cls ?? 0,
      'speed-index': 900,
    },
    javascript: { bytes: (overrides.kib ?? 150) * 1024 },
    mainThread: { scriptEvaluation: 300 },
    noindex: overrides.noindex ?? false,
    failingAudits: (overrides.seoFailing ?? []).map((id) => ({ category: 'seo', id })),
    runtimeError: null,
  };
}

describe('the Lighthouse budget against the floor', () => {
  const floor = floorReference([audit({ performance: 96, tbt: 180, lcp: 1000 }), audit({ performance: 90, tbt: 400, lcp: 1400 }), audit({ performance: 94, tbt: 200, lcp: 1100 })]);

  it('takes the median of each of the floor’s figures', () => {
    expect(floor).toMatchObject({ audits: 3, performance: 94, tbt: 200, lcp: 1100 });
  });

  it('passes a page at the floor’s limits and names each figure a page misses', () => {
    expect(budgetMisses(audit({ performance: 91, tbt: 250, lcp: 1320 }), floor)).toEqual([]);
    const misses = budgetMisses(audit({ performance: 90, tbt: 251, lcp: 1321, cls: 0.01, kib: 161 }), floor) as string[];
    expect(misses).toHaveLength(5);
    expect(misses.join('\n')).toMatch(/performance 90 < floor 94/);
    expect(misses.join('\n')).toMatch(/TBT 251 ms > 1.25× floor 200 ms/);
    expect(misses.join('\n')).toMatch(/LCP 1.32 s > 1.2× floor 1.10 s/);
    expect(misses.join('\n')).toMatch(/CLS 0.010 is not 0/);
    expect(misses.join('\n')).toMatch(/JavaScript 161.0 KiB > 160 KiB/);
  });

  it('does not count SEO against a page that asks not to be indexed, and only for that reason', () => {
    expect(budgetMisses(audit({ seo: 66, noindex: true, seoFailing: ['is-crawlable'] }), floor)).toEqual([]);
    expect(budgetMisses(audit({ seo: 58, noindex: true, seoFailing: ['is-crawlable', 'document-title'] }), floor)).toEqual(['SEO 58']);
    expect(budgetMisses(audit({ seo: 92, seoFailing: ['link-text'] }), floor)).toEqual(['SEO 92']);
  });

  it('fails a page that could not be audited, and has no floor when the floor could not be', () => {
    expect(budgetMisses({ ...audit(), runtimeError: 'NO_FCP' }, floor)).toEqual(['not audited (NO_FCP)']);
    expect(floorReference([{ ...audit(), runtimeError: 'NO_FCP' }])).toBeNull();
  });
});
