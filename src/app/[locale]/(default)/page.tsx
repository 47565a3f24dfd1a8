import { storyPage } from '@/features/content/story-page';

// The home page is the story "home": hero, features, how it works and the latest posts.
const page = storyPage('/', 'home', { absoluteTitle: true });
export const generateMetadata = page.generateMetadata;
export default page.Page;
