// The text part of the page is a story; the notice after a deletion and the request by email are
// the page's own. The deletion itself is the data-deletion page.
import { storyPage } from '@/features/content/story-page';
import { DeletionRequestParts } from '@/features/privacy/components/deletion-request';

const page = storyPage('/start-data-deletion', 'start-data-deletion', { frame: DeletionRequestParts });
export const generateMetadata = page.generateMetadata;
export default page.Page;
