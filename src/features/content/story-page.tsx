import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageLocale, type LocaleParams } from '@/features/shell/server/page-locale';
import { buildPageMetadata, shareImage } from '@/features/shell/server/metadata';
import type { InternalPath } from '@/i18n/pathnames';
import { Container } from '@/ui/container';
import { Blocks } from './blocks/registry';
import { localStory } from './server/local-source';

/**
 * A route whose page is a story: its metadata from the story (title, description, Open Graph
 * image) and its body rendered by the block registry. Prerendered per locale at build time.
 */
export function storyPage(route: InternalPath, slug: string) {
  async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const locale = await pageLocale(params);
    const story = await localStory(slug, locale);
    if (!story) return {};
    const metadata = buildPageMetadata({ locale, route, title: story.content.title, description: story.content.description });
    const image = shareImage(story.content.og_image);
    return { ...metadata, openGraph: { ...metadata.openGraph, images: [image] }, twitter: { ...metadata.twitter, images: [image.url] } };
  }

  async function Page({ params }: LocaleParams) {
    const locale = await pageLocale(params);
    const story = await localStory(slug, locale);
    if (!story) notFound();
    const { body, title } = story.content;
    return (
      <Container className="py-6 sm:py-10">
        {/* A story that does not open with a hero still gets the page's one h1. */}
        {body[0]?.component === 'hero' ? null : <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>}
        <Blocks blocks={body} ctx={{ locale, preview: false }} />
      </Container>
    );
  }

  return { generateMetadata, Page };
}
