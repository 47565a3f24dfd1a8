import 'server-only';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '@/i18n/locales';
import type { z } from 'zod';
import { dailyStepStorySchema, describeIssues, postStorySchema, storySchema, type DailyStepStory, type PostStory, type Story } from '../blocks/schema';

/** The folder of the local stories: content/<slug>/<locale>.json (docs/content-format.md). */
export const CONTENT_DIR = path.join(process.cwd(), 'content');

export class ContentError extends Error {
  constructor(
    readonly file: string,
    detail: string,
  ) {
    super(`Invalid story ${file}: ${detail}`);
    this.name = 'ContentError';
  }
}

const SLUG = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;
const cache = new Map<string, Promise<unknown>>();

async function read<T>(slug: string, locale: Locale, schema: z.ZodType<T>): Promise<T | null> {
  const file = path.join('content', slug, `${locale}.json`);
  let raw: string;
  try {
    raw = await readFile(path.join(CONTENT_DIR, slug, `${locale}.json`), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    throw new ContentError(file, `not valid JSON (${(error as Error).message})`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ContentError(file, describeIssues(parsed.error));
  return parsed.data;
}

function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  let value = cache.get(key) as Promise<T> | undefined;
  if (!value || process.env.NODE_ENV === 'development') {
    value = load();
    cache.set(key, value);
    value.catch(() => cache.delete(key));
  }
  return value;
}

/**
 * A story of the local content in one language, validated against the block schemas (a broken
 * file throws a ContentError naming the file and the field). Null when the story does not exist.
 */
export function localStory(slug: string, locale: Locale): Promise<Story | null> {
  if (!SLUG.test(slug) || slug.startsWith('posts/') || slug.startsWith('steps/')) return Promise.resolve(null);
  return cached(`page:${slug}:${locale}`, () => read(slug, locale, storySchema));
}

/** A post in one language, or null. */
export function localPost(id: string, locale: Locale): Promise<PostStory | null> {
  if (!/^[a-z0-9-]+$/.test(id)) return Promise.resolve(null);
  return cached(`post:${id}:${locale}`, () => read(`posts/${id}`, locale, postStorySchema));
}

/** The ids of the stories in a folder of stories with an id (posts, go). */
export function localIds(folder: 'posts' | 'go'): Promise<string[]> {
  return cached(`ids:${folder}`, async () => {
    try {
      return (await readdir(path.join(CONTENT_DIR, folder), { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name).sort();
    } catch {
      return [];
    }
  });
}

/** The ids of all posts. */
export const localPostIds = () => localIds('posts');

/** All posts in one language, newest first. */
export async function localPosts(locale: Locale): Promise<PostStory[]> {
  const posts = await Promise.all((await localPostIds()).map((id) => localPost(id, locale)));
  return posts.filter((p): p is PostStory => p !== null).sort((a, b) => b.first_published_at.localeCompare(a.first_published_at));
}

/** A daily step in one language ("day-04"), or null. */
export function localStep(slug: string, locale: Locale): Promise<DailyStepStory | null> {
  if (!/^day-\d{2}$/.test(slug)) return Promise.resolve(null);
  return cached(`step:${slug}:${locale}`, () => read(`steps/${slug}`, locale, dailyStepStorySchema));
}
