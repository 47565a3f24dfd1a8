import StoryblokClient, { type ISbStoriesParams, type ISbStoryData } from 'storyblok-js-client';
import { clearLivePages } from '@/lib/server/live-pages';

// The Storyblok source: stories read from Storyblok's Content Delivery API through its official
// JS client, with the client behaviour of spec §7 and §9 (docs/decisions/0011-storyblok-source.md):
// - 5 requests per second (3 with an OAuth token), up to 10 retries 300 ms apart on HTTP 429,
//   a time-out per request;
// - listings 25 per page, uuid lookups in batches of 50, relations resolved two levels deep;
// - published answers cached in memory per token; the cache is cleared when the space's content
//   version (cv) changes, for every draft request, and when the webhook says a story changed;
// - any other answer outside 2xx is a StoryblokError with the message, status and response.

export const PER_PAGE = 25;
export const UUID_BATCH = 50;
export const RETRIES = 10;
export const RETRY_DELAY_MS = 300;
/** Relations to resolve in every story request (two levels deep, spec §7). */
export const RESOLVE_RELATIONS = ['post.related'];

export interface StoryblokConfig {
  /** Public (or preview) access token of the space: published content. */
  token: string;
  /** Preview access token: draft content, and the key of the `_storyblok_tk` check. */
  previewToken?: string;
  /** A personal OAuth token: the client then keeps to 3 requests per second. */
  oauthToken?: string;
  /** The API's base address, e.g. https://api.storyblok.com/v2 (default: from the region). */
  endpoint?: string;
  /** Storyblok region of the space: eu (default), us, ca, ap, cn. */
  region?: string;
  timeoutSeconds: number;
  /** How often (at most) the space's content version is asked for, in seconds. */
  versionCheckSeconds: number;
  /** The language the space keeps as its default (read without a language parameter). */
  defaultLanguage: string;
  /** Clock for the version check (tests). */
  now?: () => number;
  fetch?: typeof fetch;
}

/** A failed request: the API's message, its HTTP status (none on a time-out or network failure) and the answer. */
export class StoryblokError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly response: unknown,
  ) {
    super(message);
    this.name = 'StoryblokError';
  }
}

interface RawError {
  message?: string;
  status?: number;
  response?: unknown;
}

function toError(error: unknown, what: string): StoryblokError {
  if (error instanceof StoryblokError) return error;
  const raw = (error ?? {}) as RawError;
  const message = typeof raw.message === 'string' && raw.message ? raw.message : error instanceof Error ? error.message : 'Unknown error';
  return new StoryblokError(`Storyblok: ${what} failed: ${message}`, typeof raw.status === 'number' ? raw.status : undefined, raw.response);
}

export type Version = 'published' | 'draft';
export interface StoriesPage {
  stories: ISbStoryData[];
  total: number;
  perPage: number;
}

export type StoryblokSource = ReturnType<typeof createStoryblokSource>;

export function createStoryblokSource(config: StoryblokConfig) {
  const now = config.now ?? Date.now;
  const base = {
    timeout: config.timeoutSeconds,
    maxRetries: RETRIES,
    retriesDelay: RETRY_DELAY_MS,
    rateLimit: config.oauthToken ? 3 : 5,
    region: config.region,
    endpoint: config.endpoint,
    fetch: config.fetch,
    oauthToken: config.oauthToken,
  };
  // One client per token: the published one caches, the draft one never does.
  const published = new StoryblokClient({ ...base, accessToken: config.token, cache: { type: 'memory', clear: 'auto' } });
  const draft = config.previewToken ? new StoryblokClient({ ...base, accessToken: config.previewToken, cache: { type: 'none' } }) : null;

  const client = (version: Version) => {
    if (version === 'published') return published;
    if (!draft) throw new StoryblokError('Storyblok: drafts need STORYBLOK_PREVIEW_TOKEN', undefined, undefined);
    return draft;
  };

  const language = (locale: string) => (locale === config.defaultLanguage ? undefined : locale);

  let lastCheck = -Infinity;
  let checking: Promise<void> | null = null;

  /** The space's current content version (cv); never cached. */
  async function contentVersion(): Promise<number> {
    try {
      const answer = await published.get('cdn/spaces/me', { version: 'published' });
      return Number(answer.data?.space?.version ?? 0);
    } catch (error) {
      throw toError(error, 'reading the space');
    }
  }

  /**
   * Asks for the space's content version at most every `versionCheckSeconds` and clears the cache
   * when it has moved on (a change published while no webhook reached this instance).
   */
  function checkVersion(): Promise<void> {
    if (checking) return checking;
    if (now() - lastCheck < config.versionCheckSeconds * 1000) return Promise.resolve();
    lastCheck = now();
    checking = (async () => {
      try {
        const cv = await contentVersion();
        const known = published.cacheVersion();
        if (cv && known && cv !== known) {
          await published.flushCache();
          clearLivePages();
        }
        // Requests carry the version from the start, so the first answer is cached under the
        // same key as the ones after it.
        if (cv) published.setCacheVersion(cv);
      } finally {
        checking = null;
      }
    })();
    return checking;
  }

  /** Forgets every cached answer and the remembered content version. */
  async function flush(): Promise<void> {
    await published.flushCache();
    clearLivePages();
    lastCheck = -Infinity;
  }

  async function before(version: Version): Promise<void> {
    // Drafts always clear the published cache (spec §9); published reads check the version.
    if (version === 'draft') await flush();
    else await checkVersion().catch(() => undefined);
  }

  /** One story by its full slug, or null when there is none (404). */
  async function story(slug: string, locale: string, version: Version = 'published'): Promise<ISbStoryData | null> {
    await before(version);
    try {
      const answer = await client(version).getStory(slug, {
        version,
        language: language(locale),
        resolve_relations: RESOLVE_RELATIONS,
      });
      return answer.data.story ?? null;
    } catch (error) {
      if ((error as RawError)?.status === 404) return null;
      throw toError(error, `reading the story "${slug}"`);
    }
  }

  /** One page of stories (25 by default), with the total from the paging headers. */
  async function stories(params: ISbStoriesParams, locale: string, version: Version = 'published'): Promise<StoriesPage> {
    await before(version);
    try {
      const answer = await client(version).getStories({ per_page: PER_PAGE, page: 1, ...params, version, language: language(locale) });
      return { stories: answer.data.stories ?? [], total: Number(answer.total ?? answer.data.stories?.length ?? 0), perPage: Number(answer.perPage ?? PER_PAGE) };
    } catch (error) {
      throw toError(error, 'listing stories');
    }
  }

  /** Every story of a listing, page after page of 25. */
  async function allStories(params: ISbStoriesParams, locale: string, version: Version = 'published'): Promise<ISbStoryData[]> {
    const out: ISbStoryData[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await stories({ ...params, page, per_page: PER_PAGE }, locale, version);
      out.push(...answer.stories);
      if (answer.stories.length === 0 || out.length >= answer.total || page * PER_PAGE >= answer.total) return out;
    }
  }

  /** Stories by uuid, asked for in batches of 50, in the order given (unknown uuids left out). */
  async function storiesByUuids(uuids: readonly string[], locale: string, version: Version = 'published'): Promise<ISbStoryData[]> {
    const found = new Map<string, ISbStoryData>();
    for (let i = 0; i < uuids.length; i += UUID_BATCH) {
      const batch = uuids.slice(i, i + UUID_BATCH);
      const answer = await stories({ by_uuids: batch.join(','), per_page: UUID_BATCH, page: 1 }, locale, version);
      for (const s of answer.stories) found.set(s.uuid, s);
    }
    return uuids.map((uuid) => found.get(uuid)).filter((s): s is ISbStoryData => s !== undefined);
  }

  return { story, stories, allStories, storiesByUuids, contentVersion, checkVersion, flush, hasDrafts: draft !== null };
}
