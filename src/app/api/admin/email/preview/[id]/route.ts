import { emailHtml } from '@/features/admin/server/email-admin';
import { adminRead } from '@/features/admin/server/endpoint';

/**
 * One email's HTML for its preview. It is shown in a sandboxed frame and answered with a policy
 * that runs nothing, loads nothing from elsewhere and cannot be framed by another site.
 */
export const GET = adminRead(async ({ db }, request) => {
  const id = new URL(request.url).pathname.split('/').at(-1) ?? '';
  const html = await emailHtml(db, decodeURIComponent(id));
  if (html === null) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'private, no-store' } });
  return new Response(html, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'private, no-store',
      'Content-Security-Policy': "default-src 'none'; img-src data: https:; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox",
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
