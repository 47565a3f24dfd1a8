// Installing the app: the story's opening (its hero), then what installs (the browser's offer,
// the steps for Safari, the store links when configured), then the rest of the story.
import { env } from '@/config/env';
import { Blocks } from '@/features/content/blocks/registry';
import { followRouteRule, readStory, StoryBody, storyPage } from '@/features/content/story-page';
import { InstallPanel } from '@/features/pwa/components/install-panel';
import { pageLocale, type LocaleParams } from '@/features/shell/server/page-locale';
import { loadMessages } from '@/i18n/messages';
import { Container } from '@/ui/container';
import { notFound } from 'next/navigation';

export const generateMetadata = storyPage('/install', 'install').generateMetadata;

export default async function Page({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const [{ story, preview }, messages] = await Promise.all([readStory('install', locale), loadMessages(locale)]);
  if (!story) notFound();
  followRouteRule(story, locale);
  const [opening, ...rest] = story.content.body;
  const config = env();
  return (
    <>
      <StoryBody story={{ ...story, content: { ...story.content, body: opening ? [opening] : [] } }} locale={locale} preview={preview} />
      <InstallPanel strings={messages.pwa.install} stores={{ appStore: config.APP_STORE_URL, playStore: config.PLAY_STORE_URL }} />
      {rest.length ? (
        <Container className="pb-10">
          <Blocks blocks={rest} ctx={{ locale, preview: preview !== 'off' }} />
        </Container>
      ) : null}
    </>
  );
}
