import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { certificateEditSchema } from '@/features/certificates/schema';
import { editCertificate } from '@/features/certificates/server/get-certificate';
import { signedInJson } from '@/features/survey/server/endpoint';
import { appErrorStatus } from '@/lib/app-error';

const noStore = { 'Cache-Control': 'private, no-store' };

/** The owner's edit of a certificate: name, dedication, visibility, language. */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const input = await signedInJson(request, certificateEditSchema);
  if ('refused' in input) return input.refused;
  const { id } = await params;
  const result = await editCertificate((await getDb()).db, id, input.userId, input.body);
  if (typeof result === 'string') return NextResponse.json({ error: result }, { status: appErrorStatus[result], headers: noStore });
  return NextResponse.json({ ok: true }, { headers: noStore });
}
