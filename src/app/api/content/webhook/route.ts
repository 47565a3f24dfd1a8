import { NextResponse } from 'next/server';
import { env } from '@/config/env';
import { storyblokSource, usesStoryblok } from '@/features/content/server/source';
import { validSignature, webhookSchema } from '@/features/content/server/webhook';
import { log } from '@/lib/logger';
import { limitedText } from '@/lib/server/body';

const MAX_BODY = 16_384;
const noStore = { 'Cache-Control': 'no-store' };

/**
 * Storyblok's webhook: a story was published, unpublished, moved or deleted. A correctly signed
 * call clears this instance's content cache at once (other instances notice the new content
 * version within STORYBLOK_VERSION_CHECK_SECONDS).
 */
export async function POST(request: Request) {
  const secret = env().STORYBLOK_WEBHOOK_SECRET;
  if (!usesStoryblok() || !secret) return NextResponse.json({ error: 'not-found' }, { status: 404, headers: noStore });
  const raw = await limitedText(request, MAX_BODY).catch(() => undefined);
  if (raw === undefined) return NextResponse.json({ error: 'invalid-argument', message: 'The body is not UTF-8.' }, { status: 400, headers: noStore });
  if (raw === null) return NextResponse.json({ error: 'payload-too-large' }, { status: 413, headers: noStore });
  if (!validSignature(raw, request.headers.get('webhook-signature'), secret)) {
    log.warn('content webhook: bad signature');
    return NextResponse.json({ error: 'invalid-signature' }, { status: 401, headers: noStore });
  }
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return NextResponse.json({ error: 'invalid-argument', message: 'The body is not JSON.' }, { status: 400, headers: noStore });
  }
  const event = webhookSchema.safeParse(body);
  if (!event.success) return NextResponse.json({ error: 'invalid-argument', message: 'The body is not a Storyblok webhook event.' }, { status: 400, headers: noStore });
  await storyblokSource().flush();
  log.info('content webhook: cache cleared', { action: event.data.action, slug: event.data.full_slug });
  return NextResponse.json({ ok: true, action: event.data.action }, { headers: noStore });
}
