// Records for this route come with the content (landing pages) capability.
export { default } from '@/features/shell/unknown-record-page';
