import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { handleStripeWebhook } from '@/features/purchases/server/stripe';

/** Stripe's signed events (PAYMENTS=stripe): the only way a Stripe purchase is paid or taken back. */
export async function POST(request: Request) {
  const raw = await request.text();
  if (raw.length > 1_000_000) return NextResponse.json({ error: 'invalid-argument' }, { status: 413 });
  const { db } = await getDb();
  const { status, body } = await handleStripeWebhook(db, raw, request.headers.get('stripe-signature'));
  return NextResponse.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}
