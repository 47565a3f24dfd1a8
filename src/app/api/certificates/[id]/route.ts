import { NextResponse, type NextRequest } from 'next/server';
import { getSessionForRead } from '@/features/auth/server/auth';
import { certificateEditSchema } from '@/features/certificates/schema';
import { editableCertificate, saveCertificateEdit } from '@/features/certificates/server/get-certificate';
import { unprintableFields } from '@/features/certificates/server/printable';
import { signedInJson } from '@/features/survey/server/endpoint';
import { isValidParam } from '@/i18n/route-params';
import { appErrorStatus } from '@/lib/app-error';
import { NO_STORE, unauthenticated } from '@/lib/server/unauthenticated';

/**
 * The owner's edit page's data (decision 0025: the page is prerendered, one for every id, and the
 * same for everyone): the certificate's editable fields. 401 without a valid session (the
 * leftover cookie is removed), 404 for an unknown id, 403 for someone else's certificate. A read,
 * so the session may come from getSessionForRead's five-second memory; the save below checks it
 * in full.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const session = await getSessionForRead();
  if (!session) return unauthenticated(request);
  const { id } = await params;
  const result = isValidParam('/certificate/edit/[id]', id) ? await editableCertificate(id, session.user.id) : 'not-found';
  if (typeof result === 'string') return NextResponse.json({ error: result }, { status: appErrorStatus[result], headers: NO_STORE });
  return NextResponse.json(result, { headers: NO_STORE });
}

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
