import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { locales, type Locale } from '../src/i18n/locales';
import { publicPath } from '../src/i18n/resolve';
import type { Messages } from '../src/i18n/messages';
import type { InternalPath } from '../src/i18n/pathnames';

export { locales, publicPath, type Locale };

const catalogs = new Map<Locale, Messages>();
export function messages(locale: Locale): Messages {
  if (!catalogs.has(locale)) catalogs.set(locale, JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Messages);
  return catalogs.get(locale)!;
}

export function decodeHtml(text: string): string {
  return text
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * Refuses, as offline, every script the page at `path` did not name in its HTML: the code a page
 * loads on first use (menus, dialogs). `allow` lets them through again.
 */
export async function refuseLaterChunks(page: Page, path: string): Promise<{ refused: () => number; allow: () => Promise<void> }> {
  const html = await (await page.request.get(path)).text();
  const named = new Set(html.match(/static\/chunks\/[\w.~-]+/g));
  let refused = 0;
  const pattern = '**/_next/static/chunks/**';
  await page.route(pattern, (route) => {
    const chunk = /static\/chunks\/[\w.~-]+/.exec(new URL(route.request().url()).pathname)?.[0];
    if (chunk && named.has(chunk)) return route.continue();
    refused += 1;
    return route.abort('internetdisconnected');
  });
  return { refused: () => refused, allow: () => page.unroute(pattern) };
}

/** Collects CSP violations and uncaught errors a page reports while a test runs. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to (execute|load)/i.test(text)) problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

const SMTP_WEB = `http://127.0.0.1:${process.env.SMTP_HTTP_PORT ?? 3296}`;
const SMTP_MESSAGES = `${SMTP_WEB}/messages`;
/** The statistics script the e2e server is configured with (ANALYTICS_SCRIPT_URL; served by the mail stand-in). */
export const STATISTICS_SCRIPT = `${SMTP_WEB}/analytics.js`;

export interface ReceivedEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  listUnsubscribe: string | null;
  listUnsubscribePost: string | null;
}

/** Every email `to` has received so far. */
export async function receivedEmails(to: string): Promise<ReceivedEmail[]> {
  return (await (await fetch(`${SMTP_MESSAGES}?to=${encodeURIComponent(to)}`)).json()) as ReceivedEmail[];
}

/**
 * Waits until the test SMTP server (e2e/smtp-catcher.mjs) received an email to `to` with this
 * subject (the app's outbox worker sends every few seconds) and returns it.
 */
export async function receivedEmail(to: string, subject: string): Promise<ReceivedEmail> {
  let found: ReceivedEmail | undefined;
  await expect
    .poll(
      async () => {
        const messages = (await (await fetch(`${SMTP_MESSAGES}?to=${encodeURIComponent(to)}`)).json()) as ReceivedEmail[];
        found = messages.findLast((m) => m.subject === subject);
        return Boolean(found);
      },
      { timeout: 30_000, intervals: [500, 1000] },
    )
    .toBe(true);
  return found!;
}

/** The link of the newest email to `to` with this subject, read from what the SMTP server received. */
export async function linkFromEmail(to: string, subject: string): Promise<string> {
  const email = await receivedEmail(to, subject);
  return email.text.match(/https?:\/\/\S+/)![0];
}

/**
 * A client address of the documentation range for one test: the e2e server trusts
 * x-forwarded-for (TRUSTED_IP_HEADER), so tests keep to their own rate-limit buckets.
 */
export function testClientIp(): string {
  return `198.51.${Math.floor(Math.random() * 100) + 100}.${Math.floor(Math.random() * 250) + 1}`;
}

export interface LocalStory {
  content: { title: string; description: string; body: Array<{ _uid: string; component: string; title?: string; items?: Array<{ _uid: string; question: string }> }> };
}

/** The routes whose page is a story, with the story's slug. */
export const storyRoutes: Array<[InternalPath, string]> = [
  ['/', 'home'],
  ['/help', 'help'],
  ['/quit-smoking', 'quit-smoking'],
  ['/imprint', 'imprint'],
  ['/privacy', 'privacy'],
  ['/terms', 'terms'],
  ['/install', 'install'],
  ['/start-data-deletion', 'start-data-deletion'],
];

/** A local story file (content/<slug>/<locale>.json), to compare pages with their content. */
export function story(slug: string, locale: Locale): LocalStory {
  return JSON.parse(readFileSync(`content/${slug}/${locale}.json`, 'utf8')) as LocalStory;
}

/** The heading of a story's page: its hero's title, else the page title. */
export function storyHeading(slug: string, locale: Locale): string {
  const content = story(slug, locale).content;
  return content.body.find((block) => block.component === 'hero')?.title ?? content.title;
}

/** With E2E_SCREENSHOTS set: the page at phone and desktop width, in screenshots/ (to look at). */
export async function snapshot(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  const size = page.viewportSize()!;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}
