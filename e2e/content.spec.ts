import { expect, test } from '@playwright/test';
import type { InternalPath } from '../src/i18n/pathnames';
import { locales, publicPath, story, storyHeading, watchConsole } from './support';

const storyRoutes: Array<[InternalPath, string]> = [
  ['/help', 'help'],
  ['/quit-smoking', 'quit-smoking'],
];

for (const locale of locales) {
  test(`content pages in ${locale}: each story with its title, description, blocks and local links`, async ({ page }) => {
    const problems = watchConsole(page);
    for (const [route, slug] of storyRoutes) {
      const content = story(slug, locale).content;
      const path = publicPath(route, locale);
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(storyHeading(slug, locale));
      await expect(page).toHaveTitle(`${content.title} · Exhale`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', content.description);
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
      expect(hrefs.length, path).toBeGreaterThan(0);
      if (locale !== 'en') for (const href of hrefs) expect(href, `${path} link`).toMatch(new RegExp(`^/${locale}(/|$|#)`));
    }
    expect(problems).toEqual([]);
  });
}
