import { generatePostMetadata, PostPage } from '@/features/content/pages/post-page';
import { prerenderedIds } from '@/features/content/server/source';

// Local posts: every post prerendered in every language; other ids answer 404. (With Storyblok
// the proxy sends /posts/{id} to posts-live, which renders on request.)
export const dynamicParams = false;
export async function generateStaticParams() {
  return (await prerenderedIds('posts')).map((id) => ({ id }));
}
export const generateMetadata = generatePostMetadata;
export default PostPage;
