import { introPage } from '@/features/shell/intro-page';

const page = introPage('/survey/motivation', 'surveyMotivation');
export const generateMetadata = page.generateMetadata;
export default page.Page;
