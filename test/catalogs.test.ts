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
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
// Names and numbers that are the same in every language.
const sameEverywhere = /^(Exhale|\d+|\{title\} · Exhale|© \{year\} Exhale)$/;
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
        if (!sameEverywhere.test(value) && !onlyPlaceholders(value)) expect(catalog[key], `${locale}:${key} is an English copy`).not.toBe(value);
      }
    });
  }
});
