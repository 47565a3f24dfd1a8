import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

// Storyblok's webhook (Settings → Webhooks): a JSON body such as
// {"text": "…", "action": "published", "space_id": 1, "story_id": 2, "full_slug": "help"}
// signed with the webhook secret: the header `webhook-signature` is the HMAC-SHA1 of the raw body.

export const webhookSchema = z.looseObject({
  action: z.string().min(1).max(64),
  text: z.string().max(2000).optional(),
  space_id: z.number().int().optional(),
  story_id: z.number().int().optional(),
  full_slug: z.string().max(500).optional(),
});
export type WebhookEvent = z.infer<typeof webhookSchema>;

/** Whether the body was signed with the secret (constant-time comparison). */
export function validSignature(rawBody: string, signature: string | null, secret: string): boolean {
  if (!signature || !/^[0-9a-f]{40}$/i.test(signature)) return false;
  const expected = createHmac('sha1', secret).update(rawBody, 'utf8').digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
