import { generatePostMetadata, PostPage } from '@/features/content/pages/post-page';

// /posts/{id} with Storyblok as the source (the proxy rewrites here): rendered on request from
// the cached client, so a post published after the build is there at once.
export const dynamic = 'force-dynamic';
export const generateMetadata = generatePostMetadata;
export default PostPage;
