import { NextResponse } from 'next/server';
import { signedInReads } from '@/app/api/signed-in-reads';
import { readRoute } from '@/features/auth/server/signed-in-read';
import { certificateEditSchema } from '@/features/certificates/schema';
import { saveCertificateEdit } from '@/features/certificates/server/get-certificate';
import { unprintableFields } from '@/features/certificates/server/printable';
import { signedInJson } from '@/features/survey/server/endpoint';
import { appErrorStatus } from '@/lib/app-error';
import { NO_STORE } from '@/lib/server/unauthenticated';

/** The owner's edit page's data: a signed-in read (src/app/api/signed-in-reads.ts), answered by server.mjs in production. */
export const GET = readRoute(signedInReads['/api/certificates/[id]']);

/** The owner's edit of a certificate: name, dedication, visibility, language. */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const input = await signedInJson(request, certificateEditSchema);
  if ('refused' in input) return input.refused;
  // What the PDF and the share picture could not print is refused, as the form keeps it.
  const fields = await unprintableFields(input.body);
  if (fields) return NextResponse.json({ error: 'invalid-argument', fields }, { status: 400, headers: NO_STORE });
  const { id } = await params;
  const result = await saveCertificateEdit(id, input.userId, input.body);
  if (typeof result === 'string') return NextResponse.json({ error: result }, { status: appErrorStatus[result], headers: NO_STORE });
  return NextResponse.json({ ok: true }, { headers: NO_STORE });
}
