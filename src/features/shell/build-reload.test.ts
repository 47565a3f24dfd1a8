import { describe, expect, it } from 'vitest';
import { mayReload, RELOAD_GUARD_MS } from './build-reload';

describe('build reload guard', () => {
  it('reloads when nothing was reloaded before', () => {
    expect(mayReload('/help', 1000, null)).toBe(true);
  });

  it('never reloads the same path twice within 10 s', () => {
    expect(mayReload('/help', 5000, { path: '/help', at: 1000 })).toBe(false);
    expect(mayReload('/help', 1000 + RELOAD_GUARD_MS - 1, { path: '/help', at: 1000 })).toBe(false);
    expect(mayReload('/help', 1000 + RELOAD_GUARD_MS, { path: '/help', at: 1000 })).toBe(true);
  });

  it('lets another path reload at once', () => {
    expect(mayReload('/terms', 1500, { path: '/help', at: 1000 })).toBe(true);
  });
});
