import { readFileSync } from 'node:fs';
import { expect, type Browser, type Page } from '@playwright/test';
import { locales, type Locale } from '../src/i18n/locales';
import { publicPath } from '../src/i18n/resolve';
import type { Messages } from '../src/i18n/messages';

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

/** Signs in as the operator (ADMIN_EMAILS) and reads the link of an email in the admin mailbox. */
export async function linkFromMailbox(browser: Browser, baseURL: string, to: string, subject: string): Promise<string> {
  // Its own client address, so the operator's sign-ins do not use up the tests' rate limits.
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': testClientIp() } });
  const admin = await context.newPage();
  const credentials = { email: 'operator@e2e.exhale.test', password: 'Quit-Smoking-2026' };
  const signUp = await admin.request.post('/api/auth/sign-up/email', { headers: { origin: baseURL }, data: { name: 'Operator', ...credentials } });
  if (signUp.status() !== 200) {
    expect((await admin.request.post('/api/auth/sign-in/email', { headers: { origin: baseURL }, data: credentials })).status()).toBe(200);
  }
  await admin.goto('/admin/email');
  const row = admin.getByRole('row').filter({ hasText: to }).filter({ hasText: subject });
  await expect(row).toHaveCount(1);
  const text = await row.locator('pre').textContent();
  await context.close();
  return text!.match(/https?:\/\/\S+/)![0];
}

/**
 * A client address of the documentation range for one test: the e2e server trusts
 * x-forwarded-for (TRUSTED_IP_HEADER), so tests keep to their own rate-limit buckets.
 */
export function testClientIp(): string {
  return `198.51.${Math.floor(Math.random() * 100) + 100}.${Math.floor(Math.random() * 250) + 1}`;
}
