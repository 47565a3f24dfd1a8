// A local stand-in for Storyblok's Content Delivery API (v2), serving the repository's stories
// (content/<slug>/<locale>.json) the way the real API answers: /v2/cdn/stories/{slug},
// /v2/cdn/stories (starts_with, by_uuids, sort_by, paging with `total` and `per-page` headers),
// /v2/cdn/spaces/me, the content version `cv`, relations as `rels` (or `rel_uuids` beyond 50),
// 401 for a wrong token, 404 for an unknown story.
//
// Tests steer it through /__control: publish a change (the cv moves on), keep a draft, answer the
// next requests with an error (429 and others, optionally only on one path), slow answers down,
// and read the request log.
//
// Used by the unit tests of the Storyblok source (imported) and by the end-to-end pass on the
// Storyblok source (run as a program: STORYBLOK_FAKE_PORT, default 3295).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PUBLIC_TOKEN = 'fake-public-token';
export const PREVIEW_TOKEN = 'fake-preview-token';
export const SPACE_ID = 424242;
const DEFAULT_LANGUAGE = 'en';
const LANGUAGES = ['de', 'fr', 'nl', 'es', 'ru', 'it', 'pt', 'pl'];

const uuidOf = (slug) => {
  const h = createHash('sha1').update(slug).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
};
const idOf = (slug) => Number.parseInt(createHash('sha1').update(slug).digest('hex').slice(0, 8), 16) % 100_000_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const clone = (value) => JSON.parse(JSON.stringify(value));

/** The stories of a content folder, by full slug and language. */
export function loadStories(contentDir) {
  const stories = new Map();
  const add = (fullSlug, dir) => {
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const lang = file.slice(0, -5);
      const story = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
      stories.set(`${fullSlug}|${lang}`, story);
    }
  };
  if (!existsSync(contentDir)) return stories;
  for (const entry of readdirSync(contentDir, { withFileTypes: true }).filter((e) => e.isDirectory())) {
    const dir = path.join(contentDir, entry.name);
    const nested = readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory());
    if (nested.length > 0) for (const child of nested) add(`${entry.name}/${child.name}`, path.join(dir, child.name));
    else add(entry.name, dir);
  }
  return stories;
}

/**
 * Starts the fake API. Options: port (0: any free one), contentDir, stories (a Map to use instead).
 * Answers { url, close(), state } where url is the API's base address (…/v2).
 */
export async function startFakeStoryblok({ port = 0, contentDir = path.resolve('content'), stories } = {}) {
  const state = {
    cv: 1_700_000_000,
    published: stories ?? loadStories(contentDir),
    drafts: new Map(),
    failures: [],
    delayMs: 0,
    requests: [],
  };

  // A story as the API gives it: with ids, uuid, full_slug, and relations as uuids.
  const storyOut = (fullSlug, lang, source) => {
    const story = clone(source);
    const slug = fullSlug.split('/').at(-1);
    if (story.content?.component === 'post' && Array.isArray(story.content.related)) {
      story.content.related = story.content.related.map((id) => (UUID.test(id) ? id : uuidOf(`posts/${id}`)));
    }
    return {
      name: story.name,
      created_at: story.first_published_at ?? '2026-01-01T00:00:00.000Z',
      published_at: story.published_at ?? story.first_published_at ?? '2026-01-01T00:00:00.000Z',
      first_published_at: story.first_published_at ?? '2026-01-01T00:00:00.000Z',
      id: idOf(fullSlug),
      uuid: uuidOf(fullSlug),
      slug,
      full_slug: fullSlug,
      lang: lang === DEFAULT_LANGUAGE ? 'default' : lang,
      is_startpage: false,
      parent_id: null,
      group_id: uuidOf(`group:${fullSlug}`),
      tag_list: [],
      translated_slugs: null,
      default_full_slug: null,
      position: 0,
      content: story.content,
    };
  };

  const find = (fullSlug, lang, version) => {
    if (version === 'draft') {
      const draft = state.drafts.get(`${fullSlug}|${lang}`);
      if (draft) return draft;
    }
    return state.published.get(`${fullSlug}|${lang}`) ?? null;
  };

  const allSlugs = () => [...new Set([...state.published.keys(), ...state.drafts.keys()].map((k) => k.split('|')[0]))];
  const bySlugUuid = () => new Map(allSlugs().map((slug) => [uuidOf(slug), slug]));

  const relationsOf = (list, lang, version, resolve) => {
    if (!resolve.includes('post.related')) return {};
    const uuids = new Set();
    for (const story of list) if (story.content?.component === 'post') for (const uuid of story.content.related ?? []) uuids.add(uuid);
    if (uuids.size > 50) return { rel_uuids: [...uuids] };
    const map = bySlugUuid();
    const rels = [...uuids]
      .map((uuid) => map.get(uuid))
      .filter(Boolean)
      .map((slug) => {
        const source = find(slug, lang, version);
        return source ? storyOut(slug, lang, source) : null;
      })
      .filter(Boolean);
    return { rels };
  };

  const send = (res, status, body, headers = {}) => {
    res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };

  async function readBody(req) {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    return chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
  }

  async function control(req, res, action) {
    const body = req.method === 'POST' ? await readBody(req) : {};
    switch (action) {
      case 'publish': {
        // { slug, lang, story } or { slug, lang, patch: { title: … } } on the content.
        const key = `${body.slug}|${body.lang ?? DEFAULT_LANGUAGE}`;
        const current = state.published.get(key);
        const story = body.story ?? { ...clone(current), content: { ...clone(current?.content ?? {}), ...(body.patch ?? {}) } };
        state.published.set(key, story);
        state.drafts.delete(key);
        state.cv += 1;
        return send(res, 200, { cv: state.cv });
      }
      case 'unpublish': {
        state.published.delete(`${body.slug}|${body.lang ?? DEFAULT_LANGUAGE}`);
        state.cv += 1;
        return send(res, 200, { cv: state.cv });
      }
      case 'draft': {
        const key = `${body.slug}|${body.lang ?? DEFAULT_LANGUAGE}`;
        const current = state.drafts.get(key) ?? state.published.get(key);
        const story = body.story ?? { ...clone(current), content: { ...clone(current?.content ?? {}), ...(body.patch ?? {}) } };
        state.drafts.set(key, story);
        return send(res, 200, { ok: true });
      }
      case 'fail':
        // { status, times, body }: the next `times` API requests answer with this status.
        // With `path`, only requests whose path starts with it fail.
        for (let i = 0; i < (body.times ?? 1); i += 1) state.failures.push({ status: body.status ?? 500, body: body.body ?? { error: 'Internal error' }, path: body.path ?? '' });
        return send(res, 200, { queued: state.failures.length });
      case 'delay':
        state.delayMs = Number(body.ms ?? 0);
        return send(res, 200, { delayMs: state.delayMs });
      case 'requests':
        return send(res, 200, { requests: state.requests });
      case 'reset':
        state.requests = [];
        state.failures = [];
        state.delayMs = 0;
        state.drafts.clear();
        return send(res, 200, { ok: true });
      default:
        return send(res, 404, { error: 'unknown control' });
    }
  }

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://fake.storyblok');
      if (url.pathname.startsWith('/__control/')) return await control(req, res, url.pathname.slice('/__control/'.length));
      if (url.pathname === '/health') return send(res, 200, { ok: true });

      const q = Object.fromEntries(url.searchParams);
      state.requests.push({ at: Date.now(), path: url.pathname, query: q });
      if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs));
      const failing = state.failures.findIndex((f) => url.pathname.startsWith(f.path));
      if (failing !== -1) {
        const [failure] = state.failures.splice(failing, 1);
        return send(res, failure.status, failure.body);
      }

      const version = q.version === 'draft' ? 'draft' : 'published';
      const token = q.token;
      if (token !== PUBLIC_TOKEN && token !== PREVIEW_TOKEN) return send(res, 401, { error: 'Unauthorized' });
      if (version === 'draft' && token !== PREVIEW_TOKEN) return send(res, 401, { error: 'Unauthorized' });
      const lang = !q.language || q.language === 'default' ? DEFAULT_LANGUAGE : q.language;
      const resolve = (q.resolve_relations ?? '').split(',').filter(Boolean);

      if (url.pathname === '/v2/cdn/spaces/me') {
        return send(res, 200, { space: { id: SPACE_ID, name: 'Exhale', domain: 'http://localhost/', version: state.cv, language_codes: LANGUAGES } });
      }
      if (url.pathname.startsWith('/v2/cdn/stories/')) {
        const fullSlug = decodeURIComponent(url.pathname.slice('/v2/cdn/stories/'.length)).replace(/\/+$/, '');
        const source = find(fullSlug, lang, version);
        if (!source) return send(res, 404, ['This record could not be found']);
        const story = storyOut(fullSlug, lang, source);
        return send(res, 200, { story, cv: state.cv, links: [], ...relationsOf([story], lang, version, resolve) });
      }
      if (url.pathname === '/v2/cdn/stories') {
        let slugs = allSlugs().filter((slug) => find(slug, lang, version));
        if (q.starts_with) slugs = slugs.filter((slug) => slug.startsWith(q.starts_with));
        if (q.by_uuids) {
          const wanted = q.by_uuids.split(',');
          slugs = slugs.filter((slug) => wanted.includes(uuidOf(slug)));
        }
        let list = slugs.map((slug) => storyOut(slug, lang, find(slug, lang, version)));
        if (q.content_type) list = list.filter((s) => s.content?.component === q.content_type);
        const [field, order] = (q.sort_by ?? 'position:asc').split(':');
        list.sort((a, b) => String(a[field] ?? '').localeCompare(String(b[field] ?? '')) * (order === 'desc' ? -1 : 1));
        const perPage = Math.min(Number(q.per_page ?? 25), 100);
        const page = Math.max(Number(q.page ?? 1), 1);
        const slice = list.slice((page - 1) * perPage, page * perPage);
        return send(res, 200, { stories: slice, cv: state.cv, links: [], ...relationsOf(slice, lang, version, resolve) }, { total: String(list.length), 'per-page': String(perPage) });
      }
      return send(res, 404, ['This record could not be found']);
    } catch (error) {
      return send(res, 500, { error: String(error) });
    }
  });

  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  return {
    origin: `http://127.0.0.1:${address.port}`,
    url: `http://127.0.0.1:${address.port}/v2`,
    state,
    uuidOf,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const fake = await startFakeStoryblok({ port: Number(process.env.STORYBLOK_FAKE_PORT ?? 3295) });
  console.log(`fake Storyblok API on ${fake.url}`);
}
