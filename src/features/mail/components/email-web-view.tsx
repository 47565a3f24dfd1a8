import type { ReactNode } from 'react';
import { buttonClasses } from '@/ui/button';

/** An email's words as a web page: the same parts the email is made of, in the site's style. */
export function EmailWebView({ heading, subject, subjectLabel, greeting, paragraphs, action, url, footer, links, notice }: {
  heading: string;
  subject: string;
  subjectLabel: string;
  greeting: string;
  paragraphs: string[];
  action: string;
  url: string;
  footer: string[];
  links: Array<{ label: string; url: string }>;
  notice?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-xl px-4 pb-12">
      <h1 className="text-2xl font-bold tracking-tight">{heading}</h1>
      <div className="mt-4">{notice}</div>
      <p className="mt-6 text-sm text-ink-muted">
        {subjectLabel}: <span className="font-semibold text-ink">{subject}</span>
      </p>
      <article className="mt-3 rounded-[var(--radius-card)] bg-surface p-7 shadow-[var(--shadow-card)] ring-1 ring-line">
        <p className="text-xl font-bold text-brand-700">Exhale</p>
        <p className="mt-4">{greeting}</p>
        {paragraphs.map((p) => (
          <p key={p} className="mt-3">
            {p}
          </p>
        ))}
        <a href={url} className={buttonClasses('primary', 'md', 'mt-6')}>
          {action}
        </a>
        <hr className="my-6 border-line" />
        {footer.map((line) => (
          <p key={line} className="mt-2 text-sm text-ink-muted">
            {line}
          </p>
        ))}
        {links.map((link) => (
          <p key={link.url} className="mt-2 text-sm">
            <a href={link.url} className="text-brand-800 underline underline-offset-4">
              {link.label}
            </a>
          </p>
        ))}
      </article>
    </div>
  );
}
