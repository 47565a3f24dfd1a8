import { introPage } from '@/features/shell/intro-page';

const page = introPage('/survey/test', 'surveyTest');
export const generateMetadata = page.generateMetadata;
export default page.Page;
