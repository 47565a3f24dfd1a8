import { storyPage } from '@/features/content/story-page';

// Visitors see the programme page from the CMS; the signed-in programme arrives with its issue.
const page = storyPage('/quit-smoking', 'quit-smoking');
export const generateMetadata = page.generateMetadata;
export default page.Page;
