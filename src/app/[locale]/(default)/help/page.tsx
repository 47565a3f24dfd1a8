import { storyPage } from '@/features/content/story-page';

const page = storyPage('/help', 'help');
export const generateMetadata = page.generateMetadata;
export default page.Page;
