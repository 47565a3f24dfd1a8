// The text part of the page; the deletion itself is the data-deletion page.
import { storyPage } from '@/features/content/story-page';

const page = storyPage('/start-data-deletion', 'start-data-deletion');
export const generateMetadata = page.generateMetadata;
export default page.Page;
