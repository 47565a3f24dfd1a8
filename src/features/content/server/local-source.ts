import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '@/i18n/locales';
import { describeIssues, storySchema, type Story } from '../blocks/schema';

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
const cache = new Map<string, Promise<Story | null>>();

async function read(slug: string, locale: Locale): Promise<Story | null> {
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
  const parsed = storySchema.safeParse(json);
  if (!parsed.success) throw new ContentError(file, describeIssues(parsed.error));
  return parsed.data;
}

/**
 * A story of the local content in one language, validated against the block schemas (a broken
 * file throws a ContentError naming the file and the field). Null when the story does not exist.
 */
export function localStory(slug: string, locale: Locale): Promise<Story | null> {
  if (!SLUG.test(slug)) return Promise.resolve(null);
  const key = `${slug}:${locale}`;
  let story = cache.get(key);
  if (!story || process.env.NODE_ENV === 'development') {
    story = read(slug, locale);
    cache.set(key, story);
    story.catch(() => cache.delete(key));
  }
  return story;
}
