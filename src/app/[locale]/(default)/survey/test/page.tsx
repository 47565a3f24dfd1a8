import { surveyPage } from '@/features/survey/survey-page';

const page = surveyPage('test');
export const generateMetadata = page.generateMetadata;
export default page.Page;
