import { introPage } from '@/features/shell/intro-page';

const page = introPage('/data-deletion', 'dataDeletion', { noindex: true });
export const generateMetadata = page.generateMetadata;
export default page.Page;
