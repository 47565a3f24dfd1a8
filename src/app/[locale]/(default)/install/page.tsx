// The text part of the page; installing the app from it arrives with its own issue.
import { storyPage } from '@/features/content/story-page';

const page = storyPage('/install', 'install');
export const generateMetadata = page.generateMetadata;
export default page.Page;
