import { introPage } from '@/features/shell/intro-page';

const page = introPage('/login', 'login', { noindex: true });
export const generateMetadata = page.generateMetadata;
export default page.Page;
