import { expect, type Page } from '@playwright/test';
import { localDay, startOfLocalDay } from '../src/features/programme/progress';
import { messages, publicPath, type Locale } from './support';

// Shared steps of the programme's end-to-end tests.

const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@e2e.exhale.test`;
export const plusDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The browser's time zone: the one a plan started from the page takes. */
const browserZone = (page: Page) => page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);

/** Today in the browser's time zone (the test process's own zone may already be on another day). */
export async function localToday(page: Page): Promise<string> {
  return localDay(new Date(), await browserZone(page));
}

/**
 * How far ahead of now local noon is `days` days after today, in the browser's time zone: a
 * server clock moved by this much is on that day whatever the hour the test runs at (a fixed
 * number of hours would cross one more midnight late in the evening).
 */
export async function untilNoon(page: Page, days: number): Promise<number> {
  const zone = await browserZone(page);
  return startOfLocalDay(plusDays(localDay(new Date(), zone), days), zone).getTime() + 12 * 3_600_000 - Date.now();
}

/** Registers a new person in `locale` and gives them a dependence test; returns their address. */
export async function registerAndTest(page: Page, locale: Locale, name: string): Promise<string> {
  const a = messages(locale).auth;
  const email = uniqueEmail(`programme-${locale}`);
  await page.goto(publicPath('/register', locale));
  await page.getByLabel(a.name).fill(name);
  await page.getByLabel(a.email).fill(email);
  await page.getByLabel(a.newPassword).fill('Breathe-Free-2026');
  await page.getByRole('button', { name: a.register.submit }).click();
  await expect(page.getByRole('button', { name: messages(locale).shell.signOut })).toBeVisible();
  // The dependence test gives the profile the dashboard computes from: 20 a day, 20 a pack at 8.00.
  const api = await page.evaluate(async () => {
    const response = await fetch('/api/programme/test', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        id: crypto.randomUUID(),
        submission: {
          answers: { firstCigarette: 'within30', forbiddenPlaces: 'no', hateToGiveUp: 'firstMorning', perDay: 'from11to20', morningMore: 'no', whenIll: 'no' },
          profile: { cigarettesPerDay: 20, cigarettesPerPack: 20, packPriceMinor: 800, currency: 'EUR', yearsSmoked: 10 },
        },
      }),
    });
    return response.status;
  });
  expect(api).toBe(200);
  return email;
}

/** Starts a quit plan through the API with `quitDate` (by default today) as the quit day, in the browser's zone. */
export async function startPlan(page: Page, quitDate?: string) {
  const day = quitDate ?? (await localToday(page));
  const status = await page.evaluate(async (date) => {
    const response = await fetch('/api/programme/plan', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ quitDate: date, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone, triggers: ['coffee', 'stress'], strategies: ['breathing', 'walk'], nrt: 'none' }),
    });
    return response.status;
  }, day);
  expect(status).toBe(200);
}

/** The programme's data as the summary endpoint gives it. */
export async function summary(page: Page): Promise<Record<string, Array<Record<string, unknown>>>> {
  return page.evaluate(async () => (await fetch('/api/programme/summary')).json());
}
