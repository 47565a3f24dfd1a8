import { introPage } from '@/features/shell/intro-page';

const page = introPage('/privacy', 'privacy');
export const generateMetadata = page.generateMetadata;
export default page.Page;
