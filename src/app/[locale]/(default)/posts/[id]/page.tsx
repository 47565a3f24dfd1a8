import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PostArticle } from '@/features/content/components/post-article';
import { localPost, localPostIds } from '@/features/content/server/local-source';
import { buildPageMetadata, shareImage } from '@/features/shell/server/metadata';
import { pageLocale } from '@/features/shell/server/page-locale';
import type { PostStory } from '@/features/content/blocks/schema';
import { Container } from '@/ui/container';

type Params = { params: Promise<{ locale: string; id: string }> };

// Every post is prerendered in every language; other ids answer 404.
export const dynamicParams = false;
export async function generateStaticParams() {
  const ids = await localPostIds();
  return ids.map((id) => ({ id }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const locale = await pageLocale(params);
  const post = await localPost((await params).id, locale);
  if (!post) return {};
  const metadata = buildPageMetadata({ locale, route: '/posts/[id]', params: { id: post.slug }, title: post.content.title, description: post.content.description });
  const image = shareImage(post.content.image);
  return {
    ...metadata,
    openGraph: { ...metadata.openGraph, type: 'article', publishedTime: post.first_published_at, images: [image] },
    twitter: { ...metadata.twitter, images: [image.url] },
  };
}

export default async function PostPage({ params }: Params) {
  const locale = await pageLocale(params);
  const post = await localPost((await params).id, locale);
  if (!post) notFound();
  const related = (await Promise.all(post.content.related.map((id) => localPost(id, locale)))).filter((p): p is PostStory => p !== null);
  return (
    <Container>
      <PostArticle post={post} related={related} locale={locale} />
    </Container>
  );
}
