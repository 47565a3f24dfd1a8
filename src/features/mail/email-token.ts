import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { EMAIL_LINK_TOKEN } from '@/i18n/route-params';
import { OPTIONAL_CATEGORIES } from './categories';

// Tokens in email links, checked without a sign-in: an unsubscribe link names the account, its
// address and the category it leaves; a "view in browser" link names a certificate and expires.
// Each is bound to its purpose, so one kind never passes for the other.
//
// The claims are sealed (AES-256-GCM under a key derived from the server's secret): a link in a
// proxy's log, a browser's history or a forwarded email says nothing about whose it is, and any
// change to it fails the check. Format: base64url(12-byte IV ‖ ciphertext) "." base64url(16-byte
// tag). Links sent before sealing (v1: base64url(JSON) "." base64url(16 bytes of HMAC-SHA256),
// the address readable) are still honoured, so no email already delivered stops working.

const unsubscribeClaims = z.object({ p: z.literal('u'), u: z.string().min(1).max(100), a: z.email().max(254), c: z.enum(OPTIONAL_CATEGORIES) });
const viewClaims = z.object({ p: z.literal('v'), c: z.string().min(10).max(64), x: z.number().int().positive() });

export type UnsubscribeClaims = { userId: string; address: string; category: (typeof OPTIONAL_CATEGORIES)[number] };
export type ViewClaims = { certificateId: string; expiresAt: Date };

/** How long a "view in browser" link works. */
export const VIEW_TOKEN_DAYS = 180;
/** The shape of a token in a URL (also the id format of /unsubscribe/{id}). */
export const TOKEN_PATTERN = EMAIL_LINK_TOKEN;

const TAG_BYTES = 16;
const IV_BYTES = 12;
const SEAL_CONTEXT = Buffer.from('exhale:email-link');
const SEAL_KEY = 'exhale:email-link-token:v2';
const SIGN_KEY = 'exhale:email-link-token:v1';

function derivedKey(secret: string, purpose: string): Buffer {
  return createHmac('sha256', secret).update(purpose).digest();
}

/** The claims sealed into a token of the URL-safe shape TOKEN_PATTERN describes. */
function seal(secret: string, claims: object): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', derivedKey(secret, SEAL_KEY), iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(SEAL_CONTEXT);
  const sealed = Buffer.concat([iv, cipher.update(JSON.stringify(claims), 'utf8'), cipher.final()]);
  return `${sealed.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}`;
}

function unseal(secret: string, sealed: Buffer, tag: Buffer): unknown {
  if (sealed.length <= IV_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', derivedKey(secret, SEAL_KEY), sealed.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
    decipher.setAAD(SEAL_CONTEXT);
    decipher.setAuthTag(tag);
    return JSON.parse(Buffer.concat([decipher.update(sealed.subarray(IV_BYTES)), decipher.final()]).toString('utf8'));
  } catch {
    return null;
  }
}

/** A v1 token's claims (`payload` as sent, `claims` its bytes), when its signature is the server's. */
function openSigned(secret: string, payload: string, claims: Buffer, given: Buffer): unknown {
  const expected = createHmac('sha256', derivedKey(secret, SIGN_KEY)).update(payload).digest().subarray(0, TAG_BYTES);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    return JSON.parse(claims.toString('utf8'));
  } catch {
    return null;
  }
}

/** The claims of a well-formed token that the server made (sealed, or signed before sealing), else null. */
function open(secret: string, token: string): unknown {
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return null;
  const [payload = '', last = ''] = token.split('.');
  const body = Buffer.from(payload, 'base64url');
  const tag = Buffer.from(last, 'base64url');
  // One spelling per token: base64url's unused last bits (and a stray last character) would
  // otherwise let many strings open as the same one.
  if (tag.length !== TAG_BYTES || tag.toString('base64url') !== last || body.toString('base64url') !== payload) return null;
  return unseal(secret, body, tag) ?? openSigned(secret, payload, body, tag);
}

export function signUnsubscribeToken(secret: string, claims: UnsubscribeClaims): string {
  return seal(secret, { p: 'u', u: claims.userId, a: claims.address, c: claims.category });
}

export function readUnsubscribeToken(secret: string, token: string): UnsubscribeClaims | null {
  const parsed = unsubscribeClaims.safeParse(open(secret, token));
  return parsed.success ? { userId: parsed.data.u, address: parsed.data.a, category: parsed.data.c } : null;
}

export function signViewToken(secret: string, certificateId: string, now = new Date()): string {
  return seal(secret, { p: 'v', c: certificateId, x: Math.floor(now.getTime() / 1000) + VIEW_TOKEN_DAYS * 86_400 });
}

/** A valid, unexpired "view in browser" token's certificate; null when forged or expired. */
export function readViewToken(secret: string, token: string, now = new Date()): ViewClaims | null {
  const parsed = viewClaims.safeParse(open(secret, token));
  if (!parsed.success || parsed.data.x * 1000 <= now.getTime()) return null;
  return { certificateId: parsed.data.c, expiresAt: new Date(parsed.data.x * 1000) };
}
