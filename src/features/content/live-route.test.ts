import { describe, expect, it } from 'vitest';
import { liveRoute } from './live-route';

describe('live routes (Storyblok)', () => {
  it('sends posts and landing pages to their per-request twins', () => {
    expect(liveRoute('/en/posts/handling-cravings')).toBe('/en/posts-live/handling-cravings');
    expect(liveRoute('/de/go/start')).toBe('/de/go-live/start');
  });
  it('leaves every other route alone', () => {
    expect(liveRoute('/en/help')).toBe('/en/help');
    expect(liveRoute('/en/certificate/abc')).toBe('/en/certificate/abc');
    expect(liveRoute('/en/posts')).toBe('/en/posts');
    expect(liveRoute('/en/invalid-route')).toBe('/en/invalid-route');
  });
});
