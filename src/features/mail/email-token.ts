import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { EMAIL_LINK_TOKEN } from '@/i18n/route-params';
import { OPTIONAL_CATEGORIES } from './categories';

// Signed tokens in email links, checked without a sign-in: an unsubscribe link names the address
// and the category it leaves; a "view in browser" link names a certificate and expires. Each is
// bound to its purpose, so one kind never passes for the other. Format: base64url(JSON) "."
// base64url(first 16 bytes of HMAC-SHA256 under a key derived from the server's secret).

const unsubscribeClaims = z.object({ p: z.literal('u'), u: z.string().min(1).max(100), a: z.email().max(254), c: z.enum(OPTIONAL_CATEGORIES) });
const viewClaims = z.object({ p: z.literal('v'), c: z.string().min(10).max(64), x: z.number().int().positive() });

export type UnsubscribeClaims = { userId: string; address: string; category: (typeof OPTIONAL_CATEGORIES)[number] };
export type ViewClaims = { certificateId: string; expiresAt: Date };

/** How long a "view in browser" link works. */
export const VIEW_TOKEN_DAYS = 180;
const SIGNATURE_BYTES = 16;
/** The shape of a token in a URL (also the id format of /unsubscribe/{id}). */
export const TOKEN_PATTERN = EMAIL_LINK_TOKEN;

function keyOf(secret: string): Buffer {
  return createHmac('sha256', secret).update('exhale:email-link-token:v1').digest();
}

function signature(secret: string, payload: string): Buffer {
  return createHmac('sha256', keyOf(secret)).update(payload).digest().subarray(0, SIGNATURE_BYTES);
}

function sign(secret: string, claims: object): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${signature(secret, payload).toString('base64url')}`;
}

/** The claims of a well-formed token with a valid signature, else null. */
function open(secret: string, token: string): unknown {
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return null;
  const [payload = '', given = ''] = token.split('.');
  const expected = signature(secret, payload);
  const actual = Buffer.from(given, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

export function signUnsubscribeToken(secret: string, claims: UnsubscribeClaims): string {
  return sign(secret, { p: 'u', u: claims.userId, a: claims.address, c: claims.category });
}

export function readUnsubscribeToken(secret: string, token: string): UnsubscribeClaims | null {
  const parsed = unsubscribeClaims.safeParse(open(secret, token));
  return parsed.success ? { userId: parsed.data.u, address: parsed.data.a, category: parsed.data.c } : null;
}

export function signViewToken(secret: string, certificateId: string, now = new Date()): string {
  return sign(secret, { p: 'v', c: certificateId, x: Math.floor(now.getTime() / 1000) + VIEW_TOKEN_DAYS * 86_400 });
}

/** A valid, unexpired "view in browser" token's certificate; null when forged or expired. */
export function readViewToken(secret: string, token: string, now = new Date()): ViewClaims | null {
  const parsed = viewClaims.safeParse(open(secret, token));
  if (!parsed.success || parsed.data.x * 1000 <= now.getTime()) return null;
  return { certificateId: parsed.data.c, expiresAt: new Date(parsed.data.x * 1000) };
}
