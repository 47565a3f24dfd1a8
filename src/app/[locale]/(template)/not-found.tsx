// The 404 of a campaign page or an email preview (an unknown /go/ id), inside their brand-only layout.
export { default, generateMetadata } from '@/features/shell/components/site-not-found';
