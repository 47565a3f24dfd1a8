import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Waits, after a navigation, until React has hydrated the page (its root layout's effects have run:
 * `data-fields-ready`, src/features/shell/components/fields-taken-over.tsx) when the page adds the
 * framework after its first paint (scripts/lib/scripts-after-paint.mjs): the load event can come
 * before, and a click in that moment would be lost, as a person's would (a form sent then is held
 * by the early-submit guard).
 */
async function reactListening(page: Page) {
  await page
    .waitForFunction(
      () => !document.querySelector('script[data-after-paint]') || document.documentElement.hasAttribute('data-fields-ready'),
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => {
      // A page that navigated away or closed meanwhile: the test's own assertions say what is wrong.
    });
}

/** Playwright's test, with `page.goto` and `page.reload` waiting for React on prerendered pages. */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await reactListening(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await reactListening(page);
      return response;
    };
    await provide(page);
  },
});
