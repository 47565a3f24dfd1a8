import { introPage } from '@/features/shell/intro-page';

const page = introPage('/help', 'help');
export const generateMetadata = page.generateMetadata;
export default page.Page;
