import { DependenceTest } from '@/features/survey/components/dependence-test';
import { surveyPage } from '@/features/survey/survey-page';

const page = surveyPage('test', (messages, locale) => <DependenceTest strings={messages.test} surveyStrings={messages.survey} locale={locale} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
