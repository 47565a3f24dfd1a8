import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { locales } from '../src/i18n/locales';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[prefix + key, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
const load = (locale: string) => flatten(JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Tree);
/** The index of the brace that closes the one at `open`. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return text.length;
}
/**
 * The argument names of an ICU message, also those inside plural and select branches; the
 * branches' words are text to translate, not names.
 */
function placeholders(message: string): string[] {
  const names: string[] = [];
  for (let i = message.indexOf('{'); i !== -1; i = message.indexOf('{', i)) {
    const end = closing(message, i);
    const argument = /^\s*(\w+)\s*(?:,\s*\w+\s*,([\s\S]*))?$/.exec(message.slice(i + 1, end));
    if (argument) {
      names.push(argument[1]!);
      const branches = argument[2] ?? '';
      for (let j = branches.indexOf('{'); j !== -1; j = branches.indexOf('{', j)) {
        const close = closing(branches, j);
        names.push(...placeholders(branches.slice(j + 1, close)));
        j = close + 1;
      }
    }
    i = end + 1;
  }
  return [...new Set(names)].sort();
}
// Names and numbers that are the same in every language.
const sameEverywhere = /^(Exhale|Stripe|\d+|\{title\} · Exhale|© \{year\} Exhale)$/;
// Words that are the right word in some other languages too (mostly column labels of the data export).
const cognates: Record<string, readonly string[]> = {
  'Check-ins': ['de', 'nl'],
  Account: ['nl', 'it'],
  Browser: ['de', 'nl', 'it'],
  Details: ['de', 'nl'],
  Status: ['de', 'nl', 'pl'],
  Text: ['de'],
  Name: ['de'],
  Score: ['fr', 'nl'],
  Total: ['fr', 'es', 'pt'],
  Trigger: ['nl'],
  Triggers: ['nl'],
  Provider: ['it'],
  Invitations: ['fr'],
  Encouragements: ['fr'],
  Action: ['fr'],
  Cigarettes: ['fr'],
  'Importance (0–10)': ['fr'],
  Message: ['fr'],
  Note: ['fr'],
  Notifications: ['fr'],
  no: ['es', 'it'],
  // The admin area's badge: the loanword these languages use for it.
  Admin: ['de', 'fr', 'es', 'it', 'pt', 'pl'],
};
/** A pattern of placeholders and punctuation only ("{start} – {end}"), with no words to translate. */
const onlyPlaceholders = (s: string) => s.replace(/\{\w+\}/g, '').replace(/[\s–—,·:.-]/g, '') === '';

describe('message catalogs', () => {
  const en = load('en');
  for (const locale of locales.filter((l) => l !== 'en')) {
    it(`${locale} has every key, the same placeholders, and no English copies`, () => {
      const catalog = load(locale);
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort());
      for (const [key, value] of Object.entries(en)) {
        expect(placeholders(catalog[key]!), `${locale}:${key}`).toEqual(placeholders(value));
        if (!sameEverywhere.test(value) && !onlyPlaceholders(value) && !cognates[value]?.includes(locale)) expect(catalog[key], `${locale}:${key} is an English copy`).not.toBe(value);
      }
    });
  }
});
