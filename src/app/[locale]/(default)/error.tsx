'use client';

// Errors inside the default layout keep the header and footer around the 500 page.
export { ServerError as default } from '@/features/shell/components/server-error';
