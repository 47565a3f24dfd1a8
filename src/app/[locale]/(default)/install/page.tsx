import { introPage } from '@/features/shell/intro-page';

const page = introPage('/install', 'install');
export const generateMetadata = page.generateMetadata;
export default page.Page;
