import { storyPage } from '@/features/content/story-page';

const page = storyPage('/imprint', 'imprint');
export const generateMetadata = page.generateMetadata;
export default page.Page;
