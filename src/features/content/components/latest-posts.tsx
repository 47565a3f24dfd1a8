import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { Container } from '@/ui/container';
import { localPosts } from '../server/local-source';
import { PostTeaser } from './post-article';

const FIRST_PAGE = 6;

/**
 * The posts on the home page, newest first: a first page of teasers, the rest behind "show more"
 * (native details: no script, and every post is still a link in the page for crawlers).
 */
export async function LatestPosts({ locale }: { locale: Locale }) {
  const posts = await localPosts(locale);
  if (posts.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'posts' });
  const grid = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';
  return (
    <section aria-labelledby="posts-title" className="py-12 sm:py-16">
      <Container>
        <h2 id="posts-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('latest')}
        </h2>
        <div className={`mt-8 ${grid}`}>
          {posts.slice(0, FIRST_PAGE).map((post) => (
            <PostTeaser key={post.slug} post={post} locale={locale} />
          ))}
        </div>
        {posts.length > FIRST_PAGE ? (
          <details className="group mt-4">
            <summary className="mx-auto flex w-fit cursor-pointer list-none rounded-[var(--radius-control)] px-5 py-3 font-semibold text-brand-800 ring-1 ring-brand-300 ring-inset hover:bg-brand-50 group-open:hidden [&::-webkit-details-marker]:hidden">
              {t('showMore')}
            </summary>
            <div className={grid}>
              {posts.slice(FIRST_PAGE).map((post) => (
                <PostTeaser key={post.slug} post={post} locale={locale} />
              ))}
            </div>
          </details>
        ) : null}
      </Container>
    </section>
  );
}
