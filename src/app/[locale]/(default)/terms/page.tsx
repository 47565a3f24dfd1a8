import { storyPage } from '@/features/content/story-page';

const page = storyPage('/terms', 'terms');
export const generateMetadata = page.generateMetadata;
export default page.Page;
