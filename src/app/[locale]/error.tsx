'use client';

// Errors in the other layouts (admin, certificate, template).
export { ServerError as default } from '@/features/shell/components/server-error';
