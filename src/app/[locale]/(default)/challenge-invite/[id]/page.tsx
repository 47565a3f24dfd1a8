// Records for this route come with the challenges capability.
export { default } from '@/features/shell/unknown-record-page';
