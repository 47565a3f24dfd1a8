import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { pageLocale, type LocaleParams } from '@/features/shell/server/page-locale';
import { buildPageMetadata, shareImage } from '@/features/shell/server/metadata';
import type { Locale } from '@/i18n/locales';
import type { InternalPath } from '@/i18n/pathnames';
import { Container } from '@/ui/container';
import { StaticContent } from '@/ui/static-content';
import { Blocks } from './blocks/registry';
import type { Story } from './blocks/schema';
import { StoryblokBridge } from './components/storyblok-bridge';
import { linkHref } from './links';
import type { PreviewMode } from './preview-token';
import { previewMode } from './server/preview';
import { contentRendering, getStory } from './server/source';

/**
 * Reads a story for a page: per request with Storyblok (drafts in a verified preview), prerendered
 * otherwise. Once per request: metadata and page share the answer.
 */
export const readStory = cache(async (slug: string, locale: Locale): Promise<{ story: Story | null; preview: PreviewMode }> => {
  await contentRendering();
  const preview = await previewMode();
  const story = await getStory(slug, locale, { draft: preview !== 'off' });
  return { story, preview };
});

/** The metadata of a story page: title, description and share image from the story. */
export function storyMetadata(story: Story, locale: Locale, route: InternalPath, options: { params?: Record<string, string>; absoluteTitle?: boolean } = {}): Metadata {
  const { title, description, og_image } = story.content;
  const metadata = buildPageMetadata({ locale, route, title, description, params: options.params, noindex: Boolean(story.content.redirect) });
  const image = shareImage(og_image);
  return {
    ...metadata,
    ...(options.absoluteTitle ? { title: { absolute: title } } : {}),
    openGraph: { ...metadata.openGraph, images: [image] },
    twitter: { ...metadata.twitter, images: [image.url] },
  };
}

/**
 * A story's route rule: a story with a redirect target sends the visitor on. An internal target
 * navigates within the app (a soft navigation for in-app links, 307 for a fresh load); an
 * external one is a full-page navigation.
 */
export function followRouteRule(story: Story, locale: Locale): void {
  if (!story.content.redirect) return;
  const target = linkHref(story.content.redirect, locale);
  if (target && !target.startsWith('#') && !target.startsWith('mailto:')) redirect(target);
}

/** The body of a story page, with the preview notice and the editor's bridge when previewing. */
export async function StoryBody({ story, locale, preview }: { story: Story; locale: Locale; preview: PreviewMode }) {
  const { body, title } = story.content;
  const t = preview === 'off' ? null : await getTranslations({ locale, namespace: 'posts' });
  return (
    <div className="overflow-x-clip">
      <Container className="py-6 sm:py-10">
        {t ? (
          <p role="status" className="mb-4 rounded-xl border border-dashed border-brand-400 bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-800">
            {t('previewNotice')}
          </p>
        ) : null}
        {/* A story that does not open with a hero still gets the page's one h1. */}
        {body[0]?.component === 'hero' ? null : <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>}
        {preview === 'off' ? (
          // Text, images and plain links: nothing in a story needs React in the browser.
          <StaticContent name={`${locale}/${story.slug}`}>
            <Blocks blocks={body} ctx={{ locale, preview: false }} />
          </StaticContent>
        ) : (
          <Blocks blocks={body} ctx={{ locale, preview: true }} />
        )}
      </Container>
      {preview === 'editor' ? <StoryblokBridge /> : null}
    </div>
  );
}

/**
 * A route whose page is a story: its metadata from the story (title, description, Open Graph
 * image) and its body rendered by the block registry.
 */
export function storyPage(
  route: InternalPath,
  slug: string,
  options: { absoluteTitle?: boolean; frame?: (props: { locale: Locale; children: React.ReactNode }) => Promise<React.ReactNode> } = {},
) {
  async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const locale = await pageLocale(params);
    const { story } = await readStory(slug, locale);
    return story ? storyMetadata(story, locale, route, options) : {};
  }

  async function Page({ params }: LocaleParams) {
    const locale = await pageLocale(params);
    const { story, preview } = await readStory(slug, locale);
    if (!story) notFound();
    followRouteRule(story, locale);
    const body = <StoryBody story={story} locale={locale} preview={preview} />;
    // A route with parts of its own (a form) puts the story inside them.
    return options.frame ? options.frame({ locale, children: body }) : body;
  }

  return { generateMetadata, Page };
}
