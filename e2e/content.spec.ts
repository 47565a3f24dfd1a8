import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { decodeHtml, locales, messages, publicPath, story, storyHeading, storyRoutes, watchConsole, type Locale } from './support';


for (const locale of locales) {
  test(`content pages in ${locale}: each story with its title, description, blocks and local links`, async ({ page }) => {
    const problems = watchConsole(page);
    for (const [route, slug] of storyRoutes) {
      const content = story(slug, locale).content;
      const path = publicPath(route, locale);
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(storyHeading(slug, locale));
      // The home page's title stands alone; the others carry the site's name.
      await expect(page).toHaveTitle(slug === 'home' ? content.title : `${content.title} · Exhale`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', content.description);
      // A page without its own picture is shared with the default one.
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/images\/og-default\.png$/);
      // Every titled block shows its heading.
      for (const block of content.body.filter((b) => b.component !== 'hero' && b.title)) {
        await expect(page.getByRole('heading', { level: 2, name: block.title, exact: true }), `${path} ${block._uid}`).toBeVisible();
      }
      // A question opens in place.
      const faq = content.body.find((b) => b.component === 'faq');
      if (faq?.items?.length) {
        const details = page.locator(`details#${faq.items[0]!._uid}`);
        await expect(details).not.toHaveAttribute('open');
        await details.locator('summary').click();
        await expect(details).toHaveAttribute('open');
      }
      // Story links lead to pages in the same language.
      const hrefs = await page.locator('main a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
      if (locale !== 'en') for (const href of hrefs) expect(href, `${path} link`).toMatch(new RegExp(`^/${locale}(/|$|#)`));
    }
    expect(problems).toEqual([]);
  });
}

const postIds = () => readdirSync('content/posts').sort();
const post = (id: string, locale: Locale) =>
  JSON.parse(readFileSync(`content/posts/${id}/${locale}.json`, 'utf8')) as { first_published_at: string; content: { title: string; description: string; image: { alt: string }; related: string[] } };

for (const locale of locales) {
  test(`posts in ${locale}: every post answers in its language; one in full; the home page lists them`, async ({ page, request }) => {
    const ids = postIds();
    expect(ids.length).toBeGreaterThanOrEqual(8);
    for (const id of ids) {
      const path = publicPath('/posts/[id]', locale, { id });
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(decodeHtml((await response.text()).match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? ''), path).toBe(post(id, locale).content.title);
    }

    const id = ids[locale.length % ids.length]!;
    const shown = post(id, locale);
    const problems = watchConsole(page);
    await page.goto(publicPath('/posts/[id]', locale, { id }));
    await expect(page).toHaveTitle(`${shown.content.title} · Exhale`);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(page.getByRole('img', { name: shown.content.image.alt })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: messages(locale).posts.sources })).toBeVisible();
    for (const other of shown.content.related) {
      await expect(page.getByRole('link', { name: post(other, locale).content.title, exact: true })).toHaveAttribute('href', publicPath('/posts/[id]', locale, { id: other }));
    }

    // The home page: the newest posts first, the rest behind "show more".
    await page.goto(publicPath('/', locale));
    const newest = [...ids].sort((a, b) => post(b, locale).first_published_at.localeCompare(post(a, locale).first_published_at));
    const list = story('home', locale).content.body.find((b) => b.component === 'posts_list')!;
    const section = page.locator('section').filter({ has: page.getByRole('heading', { name: list.title! }) });
    const titles = section.locator('article h3 a');
    await expect(titles.first()).toHaveText(post(newest[0]!, locale).content.title);
    await expect(section.locator(`a[href="${publicPath('/posts/[id]', locale, { id: newest.at(-1)! })}"]`)).toBeHidden();
    await section.getByText(messages(locale).posts.showMore).click();
    await expect(section.locator(`a[href="${publicPath('/posts/[id]', locale, { id: newest.at(-1)! })}"]`)).toBeVisible();
    expect(problems).toEqual([]);
  });
}

for (const locale of locales) {
  test(`landing page in ${locale}: its story in the template layout, without site navigation`, async ({ page }) => {
    const problems = watchConsole(page);
    const content = story('go/start', locale).content;
    const path = publicPath('/go/[id]', locale, { id: 'start' });
    expect((await page.goto(path))?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(storyHeading('go/start', locale));
    await expect(page).toHaveTitle(`${content.title} · Exhale`);
    await expect(page.getByRole('navigation')).toHaveCount(0);
    for (const block of content.body.filter((b) => b.component !== 'hero' && b.title)) {
      await expect(page.getByRole('heading', { level: 2, name: block.title, exact: true }), `${path} ${block._uid}`).toBeVisible();
    }
    expect(problems).toEqual([]);
  });
}

test('a story with a route rule redirects: internal targets in the site, external ones to their address', async ({ page, request }) => {
  for (const locale of ['en', 'de'] as const) {
    const internal = await request.get(publicPath('/go/[id]', locale, { id: 'survey' }), { maxRedirects: 0 });
    expect([307, 308]).toContain(internal.status());
    expect(internal.headers().location).toBe(publicPath('/survey/motivation', locale));
    const external = await request.get(publicPath('/go/[id]', locale, { id: 'who-tobacco' }), { maxRedirects: 0 });
    expect([307, 308]).toContain(external.status());
    expect(external.headers().location).toBe('https://www.who.int/news-room/fact-sheets/detail/tobacco');
  }
  // In the browser: the internal one lands on the survey, the external one leaves the site.
  await page.goto(publicPath('/go/[id]', 'de', { id: 'survey' }));
  await expect(page).toHaveURL(new RegExp(`${publicPath('/survey/motivation', 'de')}$`));
  // (The test machine has no internet: the browser's request to the other site is what counts.)
  const [leaving] = await Promise.all([
    page.waitForRequest((r) => r.url().startsWith('https://www.who.int/') && r.isNavigationRequest()),
    page.goto(publicPath('/go/[id]', 'en', { id: 'who-tobacco' })).catch(() => null),
  ]);
  expect(leaving.url()).toBe('https://www.who.int/news-room/fact-sheets/detail/tobacco');
});
