import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module without types (shared with the end-to-end tests)
import { PREVIEW_TOKEN, PUBLIC_TOKEN, startFakeStoryblok } from '../../../../e2e/fake-storyblok.mjs';
import { resetEnvCache } from '@/config/env';
import { locales } from '@/i18n/locales';
import { getPost, getPosts, getRelatedPosts, getSteps, getStory, prerenderedIds, usesStoryblok } from './source';
import { localPost, localPosts, localStory } from './local-source';

// The content facade reads the same stories from both sources: the repository's files, and
// Storyblok (here the local stand-in serving those files as the delivery API does).

let fake: { url: string; close: () => Promise<void> };
const saved = { ...process.env };

beforeAll(async () => {
  fake = await startFakeStoryblok({});
});
afterAll(async () => {
  process.env = saved;
  resetEnvCache();
  await fake?.close();
});

function useStoryblok(on: boolean) {
  for (const key of Object.keys(process.env)) if (key.startsWith('STORYBLOK_')) delete process.env[key];
  if (on) Object.assign(process.env, { STORYBLOK_TOKEN: PUBLIC_TOKEN, STORYBLOK_PREVIEW_TOKEN: PREVIEW_TOKEN, STORYBLOK_API_URL: fake.url });
  resetEnvCache();
}

const postIds = readdirSync('content/posts').sort();

describe('content source', () => {
  it('reads local files by default, and prerenders their ids', async () => {
    useStoryblok(false);
    expect(usesStoryblok()).toBe(false);
    expect((await getStory('help', 'de'))?.content.title).toBe((await localStory('help', 'de'))?.content.title);
    expect(await prerenderedIds('posts')).toEqual(postIds);
    expect(await prerenderedIds('go')).toContain('start');
  });

  it('reads the same stories from Storyblok in every language, with nothing prerendered', async () => {
    useStoryblok(true);
    expect(usesStoryblok()).toBe(true);
    expect(await prerenderedIds('posts')).toEqual([]);
    for (const locale of locales) {
      for (const slug of ['home', 'help', 'imprint', 'go/start']) {
        const [remote, local] = await Promise.all([getStory(slug, locale), localStory(slug, locale)]);
        expect(remote?.content, `${slug} ${locale}`).toEqual(local?.content);
      }
      const posts = await getPosts(locale);
      expect(posts.map((p) => p.slug)).toEqual((await localPosts(locale)).map((p) => p.slug));
    }
    expect(await getStory('no-such-page', 'en')).toBeNull();
    expect(await getPost('no-such-post', 'en')).toBeNull();
    // About 50 requests at the client's 5 per second.
  }, 30_000);

  it('reads the daily steps from both sources alike', async () => {
    const slugs = Array.from({ length: 21 }, (_, i) => `day-${String(i + 1).padStart(2, '0')}`);
    useStoryblok(false);
    const local = await getSteps('pl', slugs);
    expect([...local.keys()]).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
    useStoryblok(true);
    const remote = await getSteps('pl', slugs);
    expect([...remote].map(([day, s]) => [day, s.content.title]).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual([...local].map(([day, s]) => [day, s.content.title]));
    useStoryblok(false);
  });

  it('turns related posts into posts, whether ids, resolved stories or uuids', async () => {
    useStoryblok(true);
    const id = postIds[0]!;
    const remote = (await getPost(id, 'fr'))!;
    const local = (await localPost(id, 'fr'))!;
    expect((await getRelatedPosts(remote, 'fr')).map((p) => p.slug)).toEqual(local.content.related);
    // Beyond the API's inline limit relations stay uuids: they are looked up by uuid.
    const uuids = { ...remote, content: { ...remote.content, related: remote.content.related.map((r) => (typeof r === 'object' && r.uuid ? r.uuid : r)) } };
    expect((await getRelatedPosts(uuids, 'fr')).map((p) => p.slug)).toEqual(local.content.related);
    useStoryblok(false);
    expect((await getRelatedPosts(local, 'fr')).map((p) => p.slug)).toEqual(local.content.related);
  });
});
