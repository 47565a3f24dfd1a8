import { generateLandingMetadata, LandingPage } from '@/features/content/pages/landing-page';

// /go/{id} with Storyblok as the source (the proxy rewrites here), rendered on request.
export const dynamic = 'force-dynamic';
export const generateMetadata = generateLandingMetadata;
export default LandingPage;
