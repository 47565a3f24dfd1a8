import { NextResponse } from 'next/server';
import { deletionInput } from '@/features/privacy/schema';
import { deleteOwnAccount } from '@/features/privacy/server/data-requests';
import { signedInJson } from '@/features/survey/server/endpoint';
import { SIGNED_IN_COOKIE } from '@/features/auth/signed-in-cookie';
import { publicPath } from '@/i18n/pathnames';
import { appErrorStatus } from '@/lib/app-error';
import { requestNow } from '@/lib/server/clock';
import { SESSION_COOKIE_NAMES } from '@/lib/session-cookie';

const noStore = { 'Cache-Control': 'private, no-store' };
const refuse = (error: string, status: number, fields?: Record<string, string>) => NextResponse.json({ error, ...(fields ? { fields } : {}) }, { status, headers: noStore });

/**
 * Deletes the signed-in person's account and data, once they have typed their language's
 * confirmation word and proved it is them (password, or a fresh sign-in link). The answer signs
 * them out and says where to go.
 */
export async function POST(request: Request) {
  const input = await signedInJson(request, deletionInput);
  if ('refused' in input) return input.refused;
  const result = await deleteOwnAccount(input.userId, new Date(input.session.session.createdAt), input.body, await requestNow());
  if (!result.ok) return refuse(result.error, appErrorStatus[result.error], result.fields);

  const response = NextResponse.json({ ok: true, next: `${publicPath('/start-data-deletion', input.body.locale)}?deleted=1` }, { headers: noStore });
  for (const name of [...SESSION_COOKIE_NAMES, 'better-auth.session_data', '__Secure-better-auth.session_data', SIGNED_IN_COOKIE]) {
    response.cookies.set(name, '', { path: '/', maxAge: 0, secure: name.startsWith('__Secure-') });
  }
  return response;
}
