import { introPage } from '@/features/shell/intro-page';

const page = introPage('/start-data-deletion', 'startDataDeletion');
export const generateMetadata = page.generateMetadata;
export default page.Page;
