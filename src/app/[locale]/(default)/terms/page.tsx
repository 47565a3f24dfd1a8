import { introPage } from '@/features/shell/intro-page';

const page = introPage('/terms', 'terms');
export const generateMetadata = page.generateMetadata;
export default page.Page;
