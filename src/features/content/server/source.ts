import 'server-only';
import { connection } from 'next/server';
import type { ISbStoryData } from 'storyblok-js-client';
import type { z } from 'zod';
import { env } from '@/config/env';
import type { Locale } from '@/i18n/locales';
import { log } from '@/lib/logger';
import { dailyStepStorySchema, describeIssues, postStorySchema, storySchema, type DailyStepStory, type PostStory, type Story } from '../blocks/schema';
import { ContentError, localIds, localPost, localPostIds, localPosts, localStep, localStory } from './local-source';
import { createStoryblokSource, type StoryblokSource, type Version } from './storyblok';

// The content source of the site: the story files in content/ (default) or Storyblok when
// STORYBLOK_TOKEN is set. Pages ask here, never a source directly.

/** Whether stories come from Storyblok (decided by the environment of the build and the server). */
export const usesStoryblok = (): boolean => Boolean(process.env.STORYBLOK_TOKEN);

export interface ReadOptions {
  /** Draft content (only after a verified preview request). */
  draft?: boolean;
}

// One client per process: the bundler may load this module once per route bundle (pages, the
// webhook route), and the webhook must clear the cache the pages read from.
const registry = globalThis as typeof globalThis & { __exhaleStoryblok?: StoryblokSource };

/** The Storyblok client of this process, made from the environment on first use. */
export function storyblokSource(): StoryblokSource {
  if (!registry.__exhaleStoryblok) {
    const config = env();
    registry.__exhaleStoryblok = createStoryblokSource({
      token: config.STORYBLOK_TOKEN!,
      previewToken: config.STORYBLOK_PREVIEW_TOKEN,
      oauthToken: config.STORYBLOK_OAUTH_TOKEN,
      region: config.STORYBLOK_REGION,
      endpoint: config.STORYBLOK_API_URL,
      timeoutSeconds: config.STORYBLOK_TIMEOUT_SECONDS,
      versionCheckSeconds: config.STORYBLOK_VERSION_CHECK_SECONDS,
      defaultLanguage: config.STORYBLOK_DEFAULT_LANGUAGE,
    });
  }
  return registry.__exhaleStoryblok;
}

/**
 * Called first by every page made of stories: with Storyblok the page renders per request (from
 * the cached client), with local files it stays prerendered.
 */
export async function contentRendering(): Promise<void> {
  if (usesStoryblok()) await connection();
}

function parse<T>(schema: z.ZodType<T>, story: ISbStoryData, locale: Locale): T {
  const parsed = schema.safeParse(story);
  if (!parsed.success) throw new ContentError(`Storyblok story "${story.full_slug}" (${locale})`, describeIssues(parsed.error));
  return parsed.data;
}

/** The stories of a list that pass their schema: one broken story must not take the list down, it is left out and reported. */
function parseEach<T>(schema: z.ZodType<T>, stories: ISbStoryData[], locale: Locale, kind: string): T[] {
  const parsed: T[] = [];
  for (const story of stories) {
    try {
      parsed.push(parse(schema, story, locale));
    } catch (error) {
      log.error(`content: ${kind} left out of the list`, { error: (error as Error).message });
    }
  }
  return parsed;
}

const version = (options?: ReadOptions): Version => (options?.draft ? 'draft' : 'published');

/** A page story (home, help, a landing page…) in one language, or null. */
export async function getStory(slug: string, locale: Locale, options?: ReadOptions): Promise<Story | null> {
  if (!usesStoryblok()) return localStory(slug, locale);
  const story = await storyblokSource().story(slug, locale, version(options));
  return story ? parse(storySchema, story, locale) : null;
}

/** A post in one language, or null. */
export async function getPost(id: string, locale: Locale, options?: ReadOptions): Promise<PostStory | null> {
  if (!/^[a-z0-9-]+$/.test(id)) return null;
  if (!usesStoryblok()) return localPost(id, locale);
  const story = await storyblokSource().story(`posts/${id}`, locale, version(options));
  return story ? parse(postStorySchema, story, locale) : null;
}

/** All posts in one language, newest first. */
export async function getPosts(locale: Locale): Promise<PostStory[]> {
  if (!usesStoryblok()) return localPosts(locale);
  const stories = await storyblokSource().allStories({ starts_with: 'posts/', sort_by: 'first_published_at:desc', content_type: 'post' }, locale);
  return parseEach(postStorySchema, stories, locale, 'post');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idOfSlug = (slug: string) => slug.split('/').filter(Boolean).at(-1) ?? slug;

/**
 * The posts a post names as related, in its order. Stories the API already resolved, and those
 * looked up by uuid, are used as they came; only local ids are read one by one.
 */
export async function getRelatedPosts(post: PostStory, locale: Locale, options?: ReadOptions): Promise<PostStory[]> {
  const entries = post.content.related;
  const uuids = entries.filter((e): e is string => typeof e === 'string' && UUID.test(e));
  const byUuid = new Map<string, unknown>();
  if (uuids.length > 0 && usesStoryblok()) {
    for (const story of await storyblokSource().storiesByUuids(uuids, locale, version(options))) byUuid.set(story.uuid, story);
  }
  const seen = new Set<string>([post.slug]);
  const posts = await Promise.all(
    entries.map((entry) => {
      const found = typeof entry === 'string' ? (UUID.test(entry) ? byUuid.get(entry) : entry) : entry;
      if (typeof found === 'string') return getPost(found, locale, options);
      const parsed = postStorySchema.safeParse(found);
      return parsed.success ? parsed.data : null;
    }),
  );
  const related: PostStory[] = [];
  for (const p of posts) {
    if (!p || seen.has(p.slug)) continue;
    seen.add(p.slug);
    related.push(p);
  }
  return related;
}

/**
 * The ids prerendered at build time for a route with an id (posts, landing pages): the local
 * stories; none with Storyblok, whose pages render on request.
 */
export async function prerenderedIds(folder: 'posts' | 'go'): Promise<string[]> {
  if (usesStoryblok()) return [];
  return folder === 'posts' ? localPostIds() : localIds('go');
}

/** The ids of all posts (sitemap). */
export async function allPostIds(): Promise<string[]> {
  if (!usesStoryblok()) return localPostIds();
  const stories = await storyblokSource().allStories({ starts_with: 'posts/', content_type: 'post', excluding_fields: 'body,sources' }, env().STORYBLOK_DEFAULT_LANGUAGE);
  return stories.map((s) => idOfSlug(s.full_slug));
}

/** The daily steps of the programme in one language ("day-01", …), by day; a missing one is left out. */
export async function getSteps(locale: Locale, slugs: string[]): Promise<Map<number, DailyStepStory>> {
  let stories: Array<DailyStepStory | null>;
  if (!usesStoryblok()) stories = await Promise.all(slugs.map((slug) => localStep(slug, locale)));
  else {
    stories = parseEach(dailyStepStorySchema, await storyblokSource().allStories({ starts_with: 'steps/', content_type: 'daily_step' }, locale), locale, 'daily step');
  }
  return new Map(stories.filter((s): s is DailyStepStory => s !== null).map((s) => [s.content.day, s]));
}
