import 'server-only';
import { inArray } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '@/db/create';
import { pushSubscription } from '@/db/schema';
import { errorFields, log } from '@/lib/logger';
import type { PushPayload } from './messages';
import type { VapidKeys } from './vapid';

export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** 'gone': the push service no longer knows the subscription (404 or 410), so it is removed. */
export type PushOutcome = 'sent' | 'gone' | 'failed';
export type PushSender = (subscription: StoredSubscription, payload: PushPayload) => Promise<PushOutcome>;

/** A reminder is of no use a day late: the push service may drop it after 12 hours. */
const TTL_SECONDS = 12 * 3600;

/**
 * Sends through the Web Push protocol: web-push encrypts the payload and signs the request with
 * the VAPID key; the request itself goes out with fetch, to whatever the subscription's endpoint is.
 */
export function webPushSender(keys: VapidKeys): PushSender {
  return async (subscription, payload) => {
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(payload),
      { vapidDetails: keys, TTL: TTL_SECONDS, urgency: 'normal', topic: payload.tag?.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) },
    );
    const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
    const response = await fetch(request.endpoint, { method: request.method, headers, body: request.body ? new Uint8Array(request.body) : undefined, signal: AbortSignal.timeout(10_000) });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) return 'gone';
    return response.ok ? 'sent' : 'failed';
  };
}

export interface PushJob {
  subscription: StoredSubscription;
  payload: PushPayload;
}

/** Sends each notification; a subscription its push service rejects is deleted. */
export async function deliverPushes(db: Db, jobs: PushJob[], send: PushSender) {
  const gone: string[] = [];
  let sent = 0;
  let failed = 0;
  for (const job of jobs) {
    try {
      const outcome = await send(job.subscription, job.payload);
      if (outcome === 'gone') gone.push(job.subscription.endpoint);
      else if (outcome === 'sent') sent++;
      else failed++;
    } catch (error) {
      failed++;
      log.warn('push notification failed', errorFields(error));
    }
  }
  if (gone.length) await db.delete(pushSubscription).where(inArray(pushSubscription.endpoint, gone));
  return { sent, failed, removed: gone.length };
}
