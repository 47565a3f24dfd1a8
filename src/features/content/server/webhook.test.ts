import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { validSignature, webhookSchema } from './webhook';

const secret = 'webhook-secret-of-the-space';
const body = JSON.stringify({ text: 'The user published the story Help', action: 'published', space_id: 1, story_id: 2, full_slug: 'help' });
const sign = (raw: string, key = secret) => createHmac('sha1', key).update(raw).digest('hex');

describe('content webhook', () => {
  it('accepts a body signed with the secret', () => {
    expect(validSignature(body, sign(body), secret)).toBe(true);
  });
  it('refuses a missing, malformed, foreign or stale signature', () => {
    expect(validSignature(body, null, secret)).toBe(false);
    expect(validSignature(body, 'not-hex', secret)).toBe(false);
    expect(validSignature(body, sign(body, 'another-secret'), secret)).toBe(false);
    expect(validSignature(`${body} `, sign(body), secret)).toBe(false);
  });
  it('reads Storyblok events and refuses other bodies', () => {
    expect(webhookSchema.safeParse(JSON.parse(body)).success).toBe(true);
    expect(webhookSchema.safeParse({ story_id: 'x' }).success).toBe(false);
  });
});
