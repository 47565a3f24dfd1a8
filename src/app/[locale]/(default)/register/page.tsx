import { introPage } from '@/features/shell/intro-page';

const page = introPage('/register', 'register', { noindex: true });
export const generateMetadata = page.generateMetadata;
export default page.Page;
