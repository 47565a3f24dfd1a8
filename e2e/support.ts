import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
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
