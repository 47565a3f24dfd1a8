import { generateLandingMetadata, LandingPage } from '@/features/content/pages/landing-page';
import { prerenderedIds } from '@/features/content/server/source';

// Campaign landing pages from local stories (content/go/<id>), prerendered in every language;
// other ids answer 404. (With Storyblok the proxy sends /go/{id} to go-live.)
export const dynamicParams = false;
export async function generateStaticParams() {
  return (await prerenderedIds('go')).map((id) => ({ id }));
}
export const generateMetadata = generateLandingMetadata;
export default LandingPage;
