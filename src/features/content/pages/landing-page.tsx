import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageLocale } from '@/features/shell/server/page-locale';
import { followRouteRule, readStory, StoryBody, storyMetadata } from '../story-page';
import type { IdParams } from './post-page';

/** /go/{id}: a campaign landing page, the story go/<id> (or its route rule's target). */
export async function generateLandingMetadata({ params }: IdParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { id } = await params;
  const { story } = await readStory(`go/${id}`, locale);
  return story ? storyMetadata(story, locale, '/go/[id]', { params: { id } }) : {};
}

export async function LandingPage({ params }: IdParams) {
  const locale = await pageLocale(params);
  const { id } = await params;
  const { story, preview } = await readStory(`go/${id}`, locale);
  if (!story) notFound();
  followRouteRule(story, locale);
  return <StoryBody story={story} locale={locale} preview={preview} />;
}
