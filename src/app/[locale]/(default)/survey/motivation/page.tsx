import { surveyPage } from '@/features/survey/survey-page';

const page = surveyPage('motivation');
export const generateMetadata = page.generateMetadata;
export default page.Page;
