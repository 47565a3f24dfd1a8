import { storyPage } from '@/features/content/story-page';
import { HelpNearYou } from '@/features/help/components/help-near-you';
import { placeNames } from '@/features/help/place-names';
import { pageLocale, type LocaleParams } from '@/features/shell/server/page-locale';
import { loadMessages } from '@/i18n/messages';
import { Container } from '@/ui/container';

const page = storyPage('/help', 'help');
export const generateMetadata = page.generateMetadata;

/** The help story, then the national quitline of the person's country (chosen in the browser). */
export default async function HelpPage(props: LocaleParams) {
  const locale = await pageLocale(props.params);
  const [body, messages] = await Promise.all([page.Page(props), loadMessages(locale)]);
  return (
    <>
      {body}
      <Container className="pb-12 sm:pb-16">
        <HelpNearYou locale={locale} strings={messages.helpNearYou} names={placeNames(locale)} />
      </Container>
    </>
  );
}
