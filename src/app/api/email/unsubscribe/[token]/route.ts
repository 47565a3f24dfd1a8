import { NextResponse } from 'next/server';
import { applyUnsubscribeLink, unsubscribeActionOf } from '@/features/mail/server/unsubscribe';
import { defaultLocale, isLocale } from '@/i18n/locales';
import { publicPath } from '@/i18n/pathnames';

const noStore = { 'Cache-Control': 'no-store' };
const MAX_BODY = 4_096;

/**
 * POSTs to /unsubscribe/{token} (the proxy sends them here): RFC 8058's one-click unsubscribe
 * from a mail client, answered 200 with no page; or the unsubscribe page's form, which works
 * without JavaScript and returns to the page (303). The token is the authority: no session, no
 * CSRF check, since mail clients post from elsewhere.
 */
export async function POST(request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  // The proxy names the page's locale (and removes this header from every other request).
  const localeHeader = request.headers.get('x-exhale-locale');
  const locale = isLocale(localeHeader) ? localeHeader : defaultLocale;
  const page = publicPath('/unsubscribe/[id]', locale, { id: token });
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY) return NextResponse.json({ error: 'invalid-argument' }, { status: 413, headers: noStore });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return NextResponse.json({ error: 'invalid-argument' }, { status: 400, headers: noStore });
  }
  const action = unsubscribeActionOf(form);
  if (!action) return NextResponse.json({ error: 'invalid-argument' }, { status: 400, headers: noStore });
  const applied = await applyUnsubscribeLink(token, action);
  if (action.kind === 'one-click') {
    return new NextResponse(null, { status: applied ? 200 : 404, headers: noStore });
  }
  // The page explains an invalid token itself (404, nothing changed).
  const done = applied ? (action.kind === 'save' ? '?done=saved' : '?done=left') : '';
  return new NextResponse(null, { status: 303, headers: { ...noStore, Location: `${page}${done}` } });
}
