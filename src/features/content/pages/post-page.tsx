import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { buildPageMetadata, shareImage } from '@/features/shell/server/metadata';
import { pageLocale } from '@/features/shell/server/page-locale';
import type { Locale } from '@/i18n/locales';
import { Container } from '@/ui/container';
import { StaticContent } from '@/ui/static-content';
import { PostArticle } from '../components/post-article';
import { StoryblokBridge } from '../components/storyblok-bridge';
import { previewMode } from '../server/preview';
import { contentRendering, getPost, getRelatedPosts } from '../server/source';

export type IdParams = { params: Promise<{ locale: string; id: string }> };

// Once per request: metadata and page share the answer.
const readPost = cache(async (id: string, locale: Locale) => {
  await contentRendering();
  const preview = await previewMode();
  const post = await getPost(id, locale, { draft: preview !== 'off' });
  return { post, preview };
});
const read = async (params: IdParams['params'], locale: Locale) => readPost((await params).id, locale);

/** /posts/{id}: a post with its metadata (article type, publication date, picture). */
export async function generatePostMetadata({ params }: IdParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { post } = await read(params, locale);
  if (!post) return {};
  const metadata = buildPageMetadata({ locale, route: '/posts/[id]', params: { id: post.slug }, title: post.content.title, description: post.content.description });
  const image = shareImage(post.content.image);
  return {
    ...metadata,
    openGraph: { ...metadata.openGraph, type: 'article', publishedTime: post.first_published_at, images: [image] },
    twitter: { ...metadata.twitter, images: [image.url] },
  };
}

export async function PostPage({ params }: IdParams) {
  const locale = await pageLocale(params);
  const { post, preview } = await read(params, locale);
  if (!post) notFound();
  const related = await getRelatedPosts(post, locale, { draft: preview !== 'off' });
  return (
    <Container>
      {preview === 'off' ? (
        // Text, pictures and plain links: nothing in a post needs React in the browser.
        <StaticContent name={`${locale}/posts/${post.slug}`}>
          <PostArticle post={post} related={related} locale={locale} />
        </StaticContent>
      ) : (
        <PostArticle post={post} related={related} locale={locale} />
      )}
      {preview === 'editor' ? <StoryblokBridge /> : null}
    </Container>
  );
}
