import { introPage } from '@/features/shell/intro-page';

const page = introPage('/admin/add-auth', 'adminAddAuth', { noindex: true });
export const generateMetadata = page.generateMetadata;
export default page.Page;
