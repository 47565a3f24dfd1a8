import { expect, type Page } from '@playwright/test';

// Shared steps of the installed app's end-to-end tests.

/** Waits until the service worker controls the page (registered after load, when idle). */
export async function workerControls(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.sw === 'ready', undefined, { timeout: 20_000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
}

/** Waits until the worker has kept `path` in its pages cache. */
export async function pageKept(page: Page, path: string) {
  await expect
    .poll(() => page.evaluate(async (p) => Boolean(await (await caches.open('exhale-pages')).match(new URL(p, location.origin).href, { ignoreVary: true })), path), { timeout: 15_000 })
    .toBe(true);
}
