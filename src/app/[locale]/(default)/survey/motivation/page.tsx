import { MotivationSurvey } from '@/features/survey/components/motivation-survey';
import { surveyPage } from '@/features/survey/survey-page';

const page = surveyPage('motivation', (messages, locale) => <MotivationSurvey strings={messages.survey} locale={locale} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
