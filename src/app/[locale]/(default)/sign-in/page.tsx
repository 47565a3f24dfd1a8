import { introPage } from '@/features/shell/intro-page';

const page = introPage('/sign-in', 'signIn', { noindex: true });
export const generateMetadata = page.generateMetadata;
export default page.Page;
