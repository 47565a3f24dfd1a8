import { getTranslations } from 'next-intl/server';
import type { PostStory } from '../blocks/schema';
import type { Locale } from '@/i18n/locales';
import { getPosts } from '../server/source';
import { PostTeaser } from './post-article';

const grid = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/**
 * The posts, newest first, in pages: the first page of teasers, then "show more" opens the next
 * page (native details: no script, and every post is still a link in the page for crawlers).
 */
export async function LatestPosts({ locale, title, pageSize, id }: { locale: Locale; title: string; pageSize: number; id: string }) {
  const posts = await getPosts(locale);
  if (posts.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'posts' });
  const pages: PostStory[][] = [];
  for (let i = 0; i < posts.length; i += pageSize) pages.push(posts.slice(i, i + pageSize));

  const renderPage = (index: number): React.ReactNode => {
    const page = pages[index]!;
    const teasers = (
      <div className={index === 0 ? `mt-8 ${grid}` : grid}>
        {page.map((post) => (
          <PostTeaser key={post.slug} post={post} locale={locale} />
        ))}
      </div>
    );
    const next =
      index + 1 < pages.length ? (
        <details className="mt-4">
          <summary className="mx-auto flex w-fit cursor-pointer list-none rounded-[var(--radius-control)] px-5 py-3 font-semibold text-brand-800 ring-1 ring-brand-300 ring-inset hover:bg-brand-50 [[open]>&]:hidden [&::-webkit-details-marker]:hidden">
            {t('showMore')}
          </summary>
          {renderPage(index + 1)}
        </details>
      ) : null;
    return (
      <>
        {teasers}
        {next}
      </>
    );
  };

  return (
    <section aria-labelledby={`${id}-title`} className="my-12">
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      {renderPage(0)}
    </section>
  );
}
