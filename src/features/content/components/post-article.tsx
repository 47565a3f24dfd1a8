import { getTranslations } from 'next-intl/server';
import { localeTags, type Locale } from '@/i18n/locales';
import { publicPath } from '@/i18n/pathnames';
import type { PostStory } from '../blocks/schema';
import { ContentImage } from '../blocks/image/render';
import { RichText } from '../richtext/render';
import { plainTextOf } from '../richtext/schema';

/** Minutes to read the body, at about 200 words a minute (at least one). */
export function readingMinutes(post: PostStory): number {
  const words = plainTextOf(post.content.body).split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}

export function formatPostDate(post: PostStory, locale: Locale): string {
  return new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(post.first_published_at));
}

/** A post's card in lists: image, title, description, date and reading time. */
export async function PostTeaser({ post, locale, headingLevel = 3 }: { post: PostStory; locale: Locale; headingLevel?: 2 | 3 }) {
  const t = await getTranslations({ locale, namespace: 'posts' });
  const Heading = `h${headingLevel}` as 'h3';
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-surface">
      <ContentImage asset={post.content.image} sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw" className="aspect-[16/9] w-full object-cover" />
      <div className="flex flex-1 flex-col p-5">
        <Heading className="text-lg font-semibold">
          <a href={publicPath('/posts/[id]', locale, { id: post.slug })} className="after:absolute after:inset-0 group-hover:text-brand-800">
            {post.content.title}
          </a>
        </Heading>
        <p className="mt-2 flex-1 text-ink-muted">{post.content.description}</p>
        <p className="mt-4 text-sm text-ink-muted">
          <time dateTime={post.first_published_at}>{formatPostDate(post, locale)}</time> · {t('readingTime', { minutes: readingMinutes(post) })}
        </p>
      </div>
    </article>
  );
}

/** A post: heading, date and reading time, picture, introduction, body, sources, related posts. */
export async function PostArticle({ post, related, locale }: { post: PostStory; related: PostStory[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'posts' });
  const { content } = post;
  return (
    <article className="mx-auto max-w-3xl py-6 sm:py-10">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-5xl">{content.title}</h1>
        <p className="mt-4 text-sm text-ink-muted">
          {t('published', { date: formatPostDate(post, locale) })} · {t('readingTime', { minutes: readingMinutes(post) })}
        </p>
        <p className="mt-5 text-lg text-ink-muted sm:text-xl">{content.intro}</p>
      </header>
      <ContentImage asset={content.image} priority sizes="(min-width: 768px) 768px, 100vw" className="mt-8 aspect-[16/9] w-full rounded-3xl object-cover" />
      <RichText doc={content.body} locale={locale} className="prose-content mt-8 text-lg" />
      <section aria-labelledby="post-sources" className="mt-10 rounded-2xl bg-brand-50 p-5">
        <h2 id="post-sources" className="text-lg font-semibold">
          {t('sources')}
        </h2>
        <RichText doc={content.sources} locale={locale} className="prose-content mt-2 text-sm" />
      </section>
      {related.length > 0 ? (
        <section aria-labelledby="post-related" className="mt-12">
          <h2 id="post-related" className="text-2xl font-bold tracking-tight">
            {t('related')}
          </h2>
          <div className="mt-5 grid gap-4 sm:grid-cols-2">
            {related.map((other) => (
              <PostTeaser key={other.slug} post={other} locale={locale} />
            ))}
          </div>
        </section>
      ) : null}
    </article>
  );
}
