// Records for this route come with the content (posts) capability.
export { default } from '@/features/shell/unknown-record-page';
