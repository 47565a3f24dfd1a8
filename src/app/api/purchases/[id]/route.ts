import { NextResponse } from 'next/server';
import { getSessionForRead } from '@/features/auth/server/auth';
import { purchaseStatusFor } from '@/features/purchases/server/checkout';

const noStore = { 'Cache-Control': 'private, no-store' };

/**
 * A purchase's status for its buyer (the checkout page asks every few seconds while Stripe's
 * confirmation is awaited). Anyone else's, or an unknown id, is 404: ids are not confirmed.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const session = await getSessionForRead();
  if (!session) return NextResponse.json({ error: 'unauthenticated' }, { status: 401, headers: noStore });
  const { id } = await params;
  const view = /^[\w-]{10,64}$/.test(id) ? await purchaseStatusFor(session.user.id, id) : null;
  if (!view) return NextResponse.json({ error: 'not-found' }, { status: 404, headers: noStore });
  return NextResponse.json(view, { headers: noStore });
}
