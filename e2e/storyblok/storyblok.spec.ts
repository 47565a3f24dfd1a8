import { createHash, createHmac } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { decodeHtml, locales, messages, publicPath, story, storyHeading, storyRoutes, watchConsole } from '../support';

// The site on the Storyblok source: every content route from the API (a local stand-in,
// e2e/fake-storyblok.mjs), drafts only for a verified preview token, the webhook clearing the cache.
test.describe.configure({ mode: 'serial' });

const api = `http://127.0.0.1:${process.env.STORYBLOK_FAKE_PORT ?? 3295}`;
const SPACE_ID = 424242;
const PREVIEW_TOKEN = 'fake-preview-token';
const WEBHOOK_SECRET = 'e2e-webhook-secret-0123456789';

async function control(action: string, body: unknown = {}) {
  const response = await fetch(`${api}/__control/${action}`, { method: 'POST', body: JSON.stringify(body) });
  expect(response.ok, action).toBe(true);
}
const h1 = (html: string) => decodeHtml(html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '');

/** The query Storyblok's visual editor adds: a preview token made with the space's preview token. */
function previewQuery({ editor = false, ageSeconds = 10, token = PREVIEW_TOKEN } = {}) {
  const timestamp = Math.floor(Date.now() / 1000) - ageSeconds;
  const search = new URLSearchParams();
  if (editor) search.set('_storyblok', '12345');
  search.set('_storyblok_tk[space_id]', String(SPACE_ID));
  search.set('_storyblok_tk[timestamp]', String(timestamp));
  search.set('_storyblok_tk[token]', createHash('sha1').update(`${SPACE_ID}:${token}:${timestamp}`).digest('hex'));
  return `?${search}`;
}

const postIds = readdirSync('content/posts').sort();

test.beforeAll(() => control('reset'));

test('every content route shows its story from Storyblok, in all nine languages', async ({ request }) => {
  // About 160 stories read for the first time, at the client's 5 requests per second.
  test.setTimeout(180_000);
  for (const locale of locales) {
    const pages: Array<[string, string]> = [
      ...storyRoutes.map(([route, slug]): [string, string] => [publicPath(route, locale), storyHeading(slug, locale)]),
      [publicPath('/go/[id]', locale, { id: 'start' }), storyHeading('go/start', locale)],
      ...postIds.map((id): [string, string] => [publicPath('/posts/[id]', locale, { id }), story(`posts/${id}`, locale).content.title]),
    ];
    for (const [path, heading] of pages) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(`<html lang="${locale}"`);
      expect(h1(html), path).toBe(heading);
      // Story images may come from Storyblok's image service; nobody may frame the page.
      const csp = response.headers()['content-security-policy']!;
      expect(csp, path).toContain('https://a.storyblok.com');
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(response.headers()['x-frame-options'], path).toBe('DENY');
      // Kept for everyone like a prerendered page: the CSP names the inline scripts' hashes.
      expect(csp, path).toMatch(/'sha256-[^']+'/);
      expect(csp, path).not.toContain("'nonce-");
      expect(response.headers()['cache-control'], path).toContain('public');
    }
  }
});

test('posts are listed newest first, unknown ids are 404 and route rules redirect', async ({ page, request }) => {
  const problems = watchConsole(page);
  await page.goto(publicPath('/', 'de'));
  const list = story('home', 'de').content.body.find((b) => b.component === 'posts_list')!;
  const section = page.locator('section').filter({ has: page.getByRole('heading', { name: list.title! }) });
  await expect(section.locator('article h3 a').first()).toBeVisible();
  await section.getByText(messages('de').posts.showMore).click();
  await expect(section.locator('article h3 a')).toHaveCount(postIds.length);
  // The kept page runs in the browser under its hash-based policy: no script is refused.
  await section.locator('article h3 a').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(problems).toEqual([]);

  for (const path of [publicPath('/posts/[id]', 'en', { id: 'no-such-post' }), publicPath('/go/[id]', 'fr', { id: 'no-such-page' }), '/posts-live/handling-cravings']) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
  }
  const internal = await request.get(publicPath('/go/[id]', 'pl', { id: 'survey' }), { maxRedirects: 0 });
  expect(internal.status()).toBe(307);
  expect(internal.headers().location).toBe(publicPath('/survey/motivation', 'pl'));
  const external = await request.get(publicPath('/go/[id]', 'en', { id: 'who-tobacco' }), { maxRedirects: 0 });
  expect(external.headers().location).toBe('https://www.who.int/news-room/fact-sheets/detail/tobacco');
});

test('a draft appears only with a valid preview token, and the editor bridge only in the visual editor', async ({ page, request }) => {
  const path = publicPath('/help', 'de');
  const published = storyHeading('help', 'de');
  const hero = story('help', 'de').content.body.find((b) => b.component === 'hero')!;
  const draftHeading = `${published} (Entwurf)`;
  await control('draft', { slug: 'help', lang: 'de', patch: { body: [{ ...hero, title: draftHeading }, ...story('help', 'de').content.body.slice(1)] } });

  // Visitors, and addresses with a wrong, stale or missing token, see the published story.
  for (const query of ['', previewQuery({ token: 'guessed' }), previewQuery({ ageSeconds: 3700 }), '?_storyblok=12345']) {
    const response = await request.get(path + query);
    expect(h1(await response.text()), query).toBe(published);
    expect(response.headers()['content-security-policy'], query).toContain("frame-ancestors 'none'");
  }

  // A valid token shows the draft, privately, with a notice.
  const draft = await request.get(path + previewQuery());
  const html = await draft.text();
  expect(h1(html)).toBe(draftHeading);
  expect(html).toContain(messages('de').posts.previewNotice);
  expect(draft.headers()['cache-control']).toContain('no-store');
  expect(draft.headers()['content-security-policy']).toContain("frame-ancestors 'none'");

  // In the visual editor: Storyblok may frame the page, and the bridge script is loaded.
  let bridgeRequested = false;
  await page.route('https://app.storyblok.com/**', async (route) => {
    bridgeRequested = true;
    await route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.StoryblokBridge = class { on() {} };' });
  });
  const editor = await page.goto(path + previewQuery({ editor: true }));
  expect(editor?.headers()['content-security-policy']).toContain('frame-ancestors https://app.storyblok.com');
  expect(editor?.headers()['x-frame-options']).toBeUndefined();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(draftHeading);
  await expect.poll(() => bridgeRequested).toBe(true);

  // A visitor's page never loads the bridge.
  bridgeRequested = false;
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(published);
  await page.waitForLoadState('networkidle');
  expect(bridgeRequested).toBe(false);
  await control('reset');
});

test('a published change shows once the signed webhook has cleared the cache', async ({ request }) => {
  const path = publicPath('/terms', 'fr');
  const before = story('terms', 'fr').content;
  expect(h1(await (await request.get(path)).text())).toBe(before.title);

  const changed = `${before.title} (mise à jour)`;
  await control('publish', { slug: 'terms', lang: 'fr', patch: { title: changed } });
  // Cached: the change is not visible yet.
  expect(h1(await (await request.get(path)).text())).toBe(before.title);

  const body = JSON.stringify({ text: 'Story published', action: 'published', space_id: SPACE_ID, story_id: 1, full_slug: 'terms' });
  const unsigned = await request.post('/api/content/webhook', { data: body, headers: { 'content-type': 'application/json', 'webhook-signature': '0'.repeat(40) } });
  expect(unsigned.status()).toBe(401);
  expect(h1(await (await request.get(path)).text())).toBe(before.title);

  const signature = createHmac('sha1', WEBHOOK_SECRET).update(body).digest('hex');
  const signed = await request.post('/api/content/webhook', { data: body, headers: { 'content-type': 'application/json', 'webhook-signature': signature } });
  expect(signed.status()).toBe(200);
  expect(h1(await (await request.get(path)).text())).toBe(changed);

  await control('publish', { slug: 'terms', lang: 'fr', patch: { title: before.title } });
  await request.post('/api/content/webhook', { data: body, headers: { 'content-type': 'application/json', 'webhook-signature': signature } });
});
