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

/**
 * The legal pages whose published version still has operator fields to fill, in some language.
 * A content source that cannot be read leaves that page out (the dashboard must not fail for it).
 */
export async function legalPagesToFill(): Promise<LegalPageToFill[]> {
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
