import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module without types (shared with the end-to-end tests)
import { PREVIEW_TOKEN, PUBLIC_TOKEN, startFakeStoryblok } from '../../../../e2e/fake-storyblok.mjs';
import { createStoryblokSource, StoryblokError, type StoryblokConfig } from './storyblok';

// The Storyblok source against a local server that answers as Storyblok's delivery API does.

interface Request {
  at: number;
  path: string;
  query: Record<string, string>;
}
interface Fake {
  url: string;
  origin: string;
  state: { cv: number };
  uuidOf: (slug: string) => string;
  close: () => Promise<void>;
}

const STORY = '/v2/cdn/stories/help';
let fake: Fake;
let clock = 0;

const post = (i: number, related: string[] = []) => ({
  name: `Post ${i}`,
  slug: `p${i}`,
  lang: 'en',
  first_published_at: new Date(Date.UTC(2026, 0, 1) + i * 86_400_000).toISOString(),
  content: { _uid: `p${i}`, component: 'post', title: `Post ${i}`, related },
});

async function control(action: string, body: unknown = {}) {
  const res = await fetch(`${fake.origin}/__control/${action}`, { method: 'POST', body: JSON.stringify(body) });
  return res.json();
}
async function requests(): Promise<Request[]> {
  return (await (await fetch(`${fake.origin}/__control/requests`)).json()).requests;
}

function source(overrides: Partial<StoryblokConfig> = {}) {
  return createStoryblokSource({
    token: PUBLIC_TOKEN,
    previewToken: PREVIEW_TOKEN,
    endpoint: fake.url,
    timeoutSeconds: 5,
    versionCheckSeconds: 60,
    defaultLanguage: 'en',
    now: () => clock,
    ...overrides,
  });
}

beforeAll(async () => {
  const stories = new Map<string, unknown>();
  stories.set('help|en', { name: 'Help', slug: 'help', content: { _uid: 'h', component: 'page', title: 'Help', description: 'd', body: [] } });
  stories.set('help|de', { name: 'Hilfe', slug: 'help', content: { _uid: 'h', component: 'page', title: 'Hilfe', description: 'd', body: [] } });
  for (let i = 1; i <= 60; i += 1) stories.set(`posts/p${i}|en`, post(i, i === 1 ? ['p2', 'p3'] : []));
  // A post naming more related posts than the API resolves inline (it then sends rel_uuids).
  stories.set('posts/many|en', post(99, Array.from({ length: 55 }, (_, i) => `p${i + 1}`)));
  fake = await startFakeStoryblok({ stories });
});
afterAll(async () => fake?.close());
beforeEach(async () => {
  await control('reset');
  await source().flush();
  clock += 3_600_000;
});

describe('Storyblok source', () => {
  it('reads a story in the default language without a language parameter, others with it', async () => {
    const sb = source();
    expect((await sb.story('help', 'en'))?.content.title).toBe('Help');
    expect((await sb.story('help', 'de'))?.content.title).toBe('Hilfe');
    const reads = (await requests()).filter((r) => r.path === '/v2/cdn/stories/help');
    expect(reads[0]!.query.language).toBeUndefined();
    expect(reads[1]!.query.language).toBe('de');
    expect(reads[0]!.query).toMatchObject({ token: PUBLIC_TOKEN, version: 'published', resolve_relations: 'post.related', resolve_level: '2' });
  });

  it('answers null for a story that does not exist', async () => {
    expect(await source().story('nothing-here', 'en')).toBeNull();
  });

  it('resolves related posts into stories', async () => {
    const story = await source().story('posts/p1', 'en');
    expect((story?.content.related as Array<{ full_slug: string }>).map((s) => s.full_slug)).toEqual(['posts/p2', 'posts/p3']);
  });

  it('asks for relations beyond the inline limit by uuid, in batches of 50', async () => {
    const story = await source().story('posts/many', 'en');
    expect((story?.content.related as unknown[]).length).toBe(55);
    const batches = (await requests()).filter((r) => r.query.by_uuids);
    expect(batches.map((r) => r.query.by_uuids!.split(',').length)).toEqual([50, 5]);
    expect(batches.every((r) => r.query.per_page === '50')).toBe(true);
  });

  it('looks stories up by uuid in batches of 50, in the order asked', async () => {
    const uuids = Array.from({ length: 60 }, (_, i) => fake.uuidOf(`posts/p${60 - i}`));
    const found = await source().storiesByUuids(uuids, 'en');
    expect(found.map((s) => s.slug)).toEqual(Array.from({ length: 60 }, (_, i) => `p${60 - i}`));
    const batches = (await requests()).filter((r) => r.query.by_uuids);
    expect(batches.map((r) => r.query.by_uuids!.split(',').length)).toEqual([50, 10]);
  });

  it('lists 25 per page and follows the total of the paging headers', async () => {
    const all = await source().allStories({ starts_with: 'posts/', sort_by: 'first_published_at:desc' }, 'en');
    expect(all).toHaveLength(61);
    expect(all[0]!.slug).toBe('many');
    expect(all[1]!.slug).toBe('p60');
    const pages = (await requests()).filter((r) => r.path === '/v2/cdn/stories');
    expect(pages.map((r) => [r.query.page, r.query.per_page])).toEqual([
      ['1', '25'],
      ['2', '25'],
      ['3', '25'],
    ]);
    const one = await source().stories({ starts_with: 'posts/' }, 'en');
    expect(one).toMatchObject({ total: 61, perPage: 25 });
    expect(one.stories).toHaveLength(25);
  });

  it('keeps to 5 requests per second, and to 3 with an OAuth token', async () => {
    for (const [overrides, limit] of [
      [{}, 5],
      [{ oauthToken: 'oauth-token' }, 3],
    ] as const) {
      await control('reset');
      const sb = source(overrides);
      // Drafts are never cached, so each is a request.
      await Promise.all(Array.from({ length: limit + 2 }, () => sb.story('help', 'en', 'draft')));
      const times = (await requests()).filter((r) => r.path === '/v2/cdn/stories/help').map((r) => r.at);
      expect(times).toHaveLength(limit + 2);
      // The request after the first `limit` waits for the next second.
      expect(times[limit]! - times[0]!).toBeGreaterThanOrEqual(900);
    }
  });

  it('retries an answer of 429 up to 10 times, 300 ms apart', async () => {
    await control('fail', { status: 429, times: 3, body: { error: 'Too many requests' }, path: STORY });
    const story = await source().story('help', 'en');
    expect(story?.content.title).toBe('Help');
    const times = (await requests()).filter((r) => r.path === STORY).map((r) => r.at);
    expect(times).toHaveLength(4);
    for (let i = 1; i < times.length; i += 1) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(280);
  });

  it('gives up after 10 retries with an error carrying message, status and response', async () => {
    await control('fail', { status: 429, times: 11, body: { error: 'Too many requests' }, path: STORY });
    const error = await source()
      .story('help', 'en')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoryblokError);
    expect(error).toMatchObject({ status: 429 });
    expect((error as StoryblokError).message).toContain('Too many requests');
    expect((error as StoryblokError).response).toMatchObject({ status: 429 });
    expect((await requests()).filter((r) => r.path === STORY)).toHaveLength(11);
  }, 15_000);

  it('fails at once on other answers outside 2xx', async () => {
    await control('fail', { status: 500, times: 1, body: { error: 'Internal error' }, path: STORY });
    const error = (await source()
      .story('help', 'en')
      .catch((e: unknown) => e)) as StoryblokError;
    expect(error).toBeInstanceOf(StoryblokError);
    expect(error.status).toBe(500);
    expect(error.message).toContain('Internal error');
    expect((await requests()).filter((r) => r.path === STORY)).toHaveLength(1);
  });

  it('refuses a wrong token', async () => {
    const error = (await source({ token: 'wrong' })
      .story('help', 'en')
      .catch((e: unknown) => e)) as StoryblokError;
    expect(error).toMatchObject({ status: 401 });
  });

  it('gives up on a slow answer after the time-out', async () => {
    await control('delay', { ms: 1_500 });
    const error = (await source({ timeoutSeconds: 1 })
      .story('help', 'en')
      .catch((e: unknown) => e)) as StoryblokError;
    expect(error).toBeInstanceOf(StoryblokError);
    expect(error.status).toBeUndefined();
    expect(error.message).toMatch(/timeout/i);
    await control('delay', { ms: 0 });
  });

  it('caches published answers until the content version changes', async () => {
    const sb = source();
    await sb.story('help', 'en');
    await sb.story('help', 'en');
    expect((await requests()).filter((r) => r.path === '/v2/cdn/stories/help')).toHaveLength(1);

    await control('publish', { slug: 'help', lang: 'en', patch: { title: 'Help, updated' } });
    // Within the check interval the cached copy is still served…
    clock += 30_000;
    expect((await sb.story('help', 'en'))?.content.title).toBe('Help');
    // …after it, the space's new version clears the cache.
    clock += 31_000;
    expect((await sb.story('help', 'en'))?.content.title).toBe('Help, updated');
    expect((await requests()).filter((r) => r.path === '/v2/cdn/spaces/me').length).toBeGreaterThanOrEqual(1);
    await control('publish', { slug: 'help', lang: 'en', patch: { title: 'Help' } });
  });

  it('clears the cache for draft requests, and shows drafts only with the preview token', async () => {
    const sb = source();
    await control('draft', { slug: 'help', lang: 'en', patch: { title: 'Help (draft)' } });
    expect((await sb.story('help', 'en'))?.content.title).toBe('Help');
    expect((await sb.story('help', 'en', 'draft'))?.content.title).toBe('Help (draft)');
    const draftRead = (await requests()).find((r) => r.query.version === 'draft');
    expect(draftRead?.query.token).toBe(PREVIEW_TOKEN);
    // The draft request emptied the published cache: the next published read asks again.
    await sb.story('help', 'en');
    expect((await requests()).filter((r) => r.path === '/v2/cdn/stories/help' && r.query.version === 'published')).toHaveLength(2);

    const noPreview = source({ previewToken: undefined });
    await expect(noPreview.story('help', 'en', 'draft')).rejects.toBeInstanceOf(StoryblokError);
  });

  it('clears the cache on demand (the webhook)', async () => {
    const sb = source();
    await sb.story('help', 'de');
    await sb.flush();
    await sb.story('help', 'de');
    expect((await requests()).filter((r) => r.path === '/v2/cdn/stories/help')).toHaveLength(2);
  });
});
