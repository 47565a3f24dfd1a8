// The 404 of the site's pages, inside their layout's header and footer. At this level (not the
// locale's) the boundary goes out with every page without a header and footer of its own: one
// above the layout would have to bring them, sent again in every page's payload (issue 15).
export { default, generateMetadata } from '@/features/shell/components/site-not-found';
