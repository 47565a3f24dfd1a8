import { NextResponse } from 'next/server';
import { CLIENT_IP_HEADER } from '@/features/auth/server/auth';
import { deletionLinkInput } from '@/features/privacy/schema';
import { askForDeletionLink } from '@/features/privacy/server/data-requests';
import { siteJson } from '@/features/survey/server/endpoint';
import { requestNow } from '@/lib/server/clock';

const noStore = { 'Cache-Control': 'private, no-store' };

/**
 * A signed-out person asks for their account's deletion: a sign-in link to the data page goes to
 * the address when it has an account. Same answer either way; limited per client and address.
 */
export async function POST(request: Request) {
  const input = await siteJson(request, deletionLinkInput);
  if ('refused' in input) return input.refused;
  const client = request.headers.get(CLIENT_IP_HEADER) ?? 'unknown';
  const result = await askForDeletionLink(input.body, client, await requestNow());
  if (!result.ok) return NextResponse.json({ error: result.error }, { status: 429, headers: noStore });
  return NextResponse.json({ ok: true }, { headers: noStore });
}
