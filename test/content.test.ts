import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeIssues } from '../src/features/content/blocks/schema';
import { storyFolders } from '../src/features/content/validate';
import { locales } from '../src/i18n/locales';

// Every local story exists in all nine languages, passes the block schemas, keeps the English
// structure (the same blocks by _uid) and is really translated.
const root = 'content';
const folders = storyFolders(path.resolve(root));

// Names that stay as they are in every language (instruments, citations).
const properNames = new Set(['Motivation To Stop Scale', 'Fagerström Test for Nicotine Dependence']);

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
const load = (dir: string, locale: string) => JSON.parse(readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as Json;

/** Every `_uid` in a story, in order. */
function uids(node: Json, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((child) => uids(child, out));
  else if (node && typeof node === 'object') {
    if (typeof node._uid === 'string') out.push(node._uid);
    Object.values(node).forEach((child) => uids(child, out));
  }
  return out;
}

/** The readable strings of a story (rich-text text and block fields), without keys like links. */
function texts(node: Json, out: string[] = [], key = ''): string[] {
  if (typeof node === 'string') {
    if (['title', 'lead', 'description', 'question', 'text', 'label', 'headline', 'caption', 'alt', 'name', 'cta_label', 'eyebrow', 'secondary_label', 'note', 'aside_title', 'aside_text', 'summary', 'task'].includes(key)) out.push(node);
  } else if (Array.isArray(node)) node.forEach((child) => texts(child, out, key));
  else if (node && typeof node === 'object') for (const [k, child] of Object.entries(node)) if (k !== 'attrs') texts(child, out, k);
  return out;
}

describe('local content', () => {
  it('has stories', () => expect(folders.length).toBeGreaterThan(0));

  for (const { slug, dir, schema } of folders) {
    it(`${slug}: every language, valid, same blocks, translated`, () => {
      const english = load(dir, 'en');
      const englishTexts = new Set(texts(english).filter((t) => t.trim().split(/\s+/).length > 2 && !properNames.has(t.trim())));
      for (const locale of locales) {
        const file = `${root}/${slug}/${locale}.json`;
        const story = load(dir, locale);
        const parsed = schema.safeParse(story);
        expect(parsed.success, `${file}: ${parsed.success ? '' : describeIssues(parsed.error)}`).toBe(true);
        expect(uids(story), `${file}: blocks differ from English`).toEqual(uids(english));
        if (locale === 'en') continue;
        expect((story as { lang?: string }).lang, file).toBe(locale);
        const copies = texts(story).filter((t) => englishTexts.has(t));
        expect(copies, `${file}: left in English`).toEqual([]);
      }
    });
  }
});
