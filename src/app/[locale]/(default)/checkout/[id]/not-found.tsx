export { default, generateMetadata } from '@/features/shell/components/route-not-found';
