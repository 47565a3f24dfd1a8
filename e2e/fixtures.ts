import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Waits, after a navigation, until React listens on the document when the page adds the framework
 * after its first paint (scripts/lib/scripts-after-paint.mjs): the load event can come before, and
 * a click or a submit in that moment would be lost, as a person's would. Events after it are
 * replayed by React once the part they target is hydrated.
 */
async function reactListening(page: Page) {
  await page
    .waitForFunction(
      () => !document.querySelector('script[data-after-paint]') || Object.keys(document).some((key) => key.startsWith('_reactListening')),
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
