import { emailHtml } from '@/features/admin/server/email-admin';
import { adminRead } from '@/features/admin/server/endpoint';

/**
 * One email's HTML for its preview. It is shown in a sandboxed frame and answered with a policy
 * that runs nothing, loads nothing from elsewhere and cannot be framed by another site.
 */
export const GET = adminRead(async ({ db }, request) => {
  const raw = new URL(request.url).pathname.split('/').at(-1) ?? '';
  let id: string;
  try {
    id = decodeURIComponent(raw);
  } catch {
    // Not a percent-encoded id (a stray %): no such email.
    id = '';
  }
  const html = id ? await emailHtml(db, id) : null;
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
