import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';
import { isExternal, linkHref, type StoryLink } from '../links';

/** A link of a block: localized for story links, safe attributes for other sites. */
export function ContentLink({ link, locale, className, children }: { link: StoryLink | undefined; locale: Locale; className?: string; children: ReactNode }) {
  const href = linkHref(link, locale);
  if (!href) return <span className={className}>{children}</span>;
  const external = isExternal(href) || link?.target === '_blank';
  return (
    <a href={href} className={className} {...(external ? { rel: 'noopener noreferrer', target: link?.target === '_blank' ? '_blank' : undefined } : {})}>
      {children}
    </a>
  );
}
