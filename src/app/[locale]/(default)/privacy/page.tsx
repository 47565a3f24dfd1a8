import { storyPage } from '@/features/content/story-page';

const page = storyPage('/privacy', 'privacy');
export const generateMetadata = page.generateMetadata;
export default page.Page;
