import { introPage } from '@/features/shell/intro-page';

const page = introPage('/imprint', 'imprint');
export const generateMetadata = page.generateMetadata;
export default page.Page;
