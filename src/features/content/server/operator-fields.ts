import 'server-only';
import { locales, type Locale } from '@/i18n/locales';
import { log } from '@/lib/logger';
import { LEGAL_SLUGS, operatorFields, type LegalSlug } from '../operator-fields';
import { getStory } from './source';

export interface LegalPageToFill {
  slug: LegalSlug;
  /** The languages whose version still has operator fields, in the site's order. */
  locales: Locale[];
  /** The most fields left in any one of them. */
  fields: number;
}

/** How long an answer is kept: the dashboard asks on every render, the stories change rarely. */
const KEPT_MS = 60_000;
let kept: { at: number; pages: Promise<LegalPageToFill[]> } | undefined;

/**
 * The legal pages whose published version still has operator fields to fill, in some language,
 * read at most once a minute (27 stories walked on every dashboard render cost its p99). A content
 * source that cannot be read leaves that page out (the dashboard must not fail for it).
 */
export function legalPagesToFill(now = Date.now()): Promise<LegalPageToFill[]> {
  if (!kept || now - kept.at >= KEPT_MS) kept = { at: now, pages: readLegalPages() };
  return kept.pages;
}

async function readLegalPages(): Promise<LegalPageToFill[]> {
  const pages = await Promise.all(
    LEGAL_SLUGS.map(async (slug) => {
      const counts = await Promise.all(
        locales.map(async (locale) => {
          try {
            const story = await getStory(slug, locale);
            return { locale, fields: story ? operatorFields(story.content).length : 0 };
          } catch (error) {
            log.warn('content: a legal page could not be checked for operator fields', { slug, locale, error: (error as Error).message });
            return { locale, fields: 0 };
          }
        }),
      );
      const left = counts.filter((count) => count.fields > 0);
      return { slug, locales: left.map((count) => count.locale), fields: Math.max(0, ...left.map((count) => count.fields)) };
    }),
  );
  return pages.filter((page) => page.locales.length > 0);
}
