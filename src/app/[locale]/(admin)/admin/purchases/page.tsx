import { introPage } from '@/features/shell/intro-page';

const page = introPage('/admin/purchases', 'adminPurchases', { noindex: true });
export const generateMetadata = page.generateMetadata;
export default page.Page;
