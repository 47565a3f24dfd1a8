// Records for this route come with the certificates capability.
export { default } from '@/features/shell/unknown-record-page';
