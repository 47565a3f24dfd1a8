import { NextResponse } from 'next/server';
import { receiveStripeWebhook } from '@/features/purchases/server/stripe';
import { limitedText } from '@/lib/server/body';

/** Stripe's signed events (PAYMENTS=stripe): the only way a Stripe purchase is paid or taken back. */
export async function POST(request: Request) {
  const raw = await limitedText(request, 1_000_000).catch(() => undefined);
  if (raw === null) return NextResponse.json({ error: 'invalid-argument' }, { status: 413 });
  if (raw === undefined) return NextResponse.json({ error: 'invalid-argument' }, { status: 400 });
  const { status, body } = await receiveStripeWebhook(raw, request.headers.get('stripe-signature'));
  return NextResponse.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}
