// Records for this route come with the email (unsubscribe tokens) capability.
export { default } from '@/features/shell/unknown-record-page';
