import type { Locale } from '@/i18n/locales';
import { publicPath } from '@/i18n/pathnames';

/** Storyblok's multilink field, as stories carry it. */
export interface StoryLink {
  linktype?: 'story' | 'url' | 'email' | 'asset';
  cached_url?: string;
  url?: string;
  email?: string;
  anchor?: string;
  target?: string;
}

const SAFE_URL = /^(https?:|mailto:|tel:|\/|#)/i;

/**
 * The address of a link in the reader's language: story links become the site's localized path,
 * email links get `mailto:`, an anchor is appended as `#anchor`. Anything that is not http(s),
 * mailto, tel or a path (e.g. `javascript:`) is dropped: the answer is null.
 */
export function linkHref(link: StoryLink | undefined | null, locale: Locale): string | null {
  if (!link) return null;
  let href: string | null;
  switch (link.linktype) {
    case 'email': {
      const email = (link.email || link.url || link.cached_url || '').replace(/^mailto:/i, '').trim();
      href = email ? `mailto:${email}` : null;
      break;
    }
    case 'story': {
      const slug = (link.cached_url ?? link.url ?? '').trim().replace(/^\/+|\/+$/g, '');
      href = publicPath(`/${slug}`, locale);
      break;
    }
    default:
      href = (link.url || link.cached_url || '').trim() || null;
  }
  if (!href) return link.anchor ? `#${encodeURIComponent(link.anchor)}` : null;
  if (!SAFE_URL.test(href)) return null;
  return link.anchor ? `${href.split('#')[0]}#${encodeURIComponent(link.anchor)}` : href;
}

/** Whether the address leaves the site (opened with rel="noopener noreferrer"). */
export const isExternal = (href: string) => /^https?:\/\//i.test(href);
