import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readUnsubscribeToken, readViewToken, signUnsubscribeToken, signViewToken, TOKEN_PATTERN, VIEW_TOKEN_DAYS } from './email-token';

const secret = 'a-test-secret-of-at-least-thirty-two-chars';
const claims = { userId: 'user_123', address: 'ana@example.com', category: 'certificates' as const };

function flip(token: string, at: number): string {
  const c = token[at]!;
  return token.slice(0, at) + (c === 'A' ? 'B' : 'A') + token.slice(at + 1);
}

describe('unsubscribe tokens', () => {
  it('round-trips the address, user and category', () => {
    const token = signUnsubscribeToken(secret, claims);
    expect(token).toMatch(TOKEN_PATTERN);
    expect(readUnsubscribeToken(secret, token)).toEqual(claims);
  });

  it('refuses a token signed with another secret', () => {
    expect(readUnsubscribeToken('another-secret-of-at-least-thirty-two-chars', signUnsubscribeToken(secret, claims))).toBeNull();
  });

  it('refuses any changed character, in the claims or the signature', () => {
    const token = signUnsubscribeToken(secret, claims);
    for (const at of [0, 5, token.indexOf('.') - 1, token.indexOf('.') + 1, token.length - 2]) {
      expect(readUnsubscribeToken(secret, flip(token, at)), `at ${at}`).toBeNull();
    }
  });

  it('refuses claims rewritten and re-encoded without the key', () => {
    const [, sig] = signUnsubscribeToken(secret, claims).split('.');
    const forged = Buffer.from(JSON.stringify({ p: 'u', u: 'someone_else', a: 'x@example.com', c: 'news' })).toString('base64url');
    expect(readUnsubscribeToken(secret, `${forged}.${sig}`)).toBeNull();
  });

  it('keeps the address and the account unreadable in the link, and differs for each email', () => {
    const token = signUnsubscribeToken(secret, claims);
    const [payload] = token.split('.');
    const decoded = Buffer.from(payload!, 'base64url').toString('latin1');
    for (const visible of ['ana@example.com', 'user_123', 'certificates']) expect(decoded).not.toContain(visible);
    expect(signUnsubscribeToken(secret, claims)).not.toBe(token);
  });

  it('still honours a link signed before sealing (v1), and nothing changed in it', () => {
    const payload = Buffer.from(JSON.stringify({ p: 'u', u: claims.userId, a: claims.address, c: claims.category })).toString('base64url');
    const key = createHmac('sha256', secret).update('exhale:email-link-token:v1').digest();
    const v1 = `${payload}.${createHmac('sha256', key).update(payload).digest().subarray(0, 16).toString('base64url')}`;
    expect(v1).toMatch(TOKEN_PATTERN);
    expect(readUnsubscribeToken(secret, v1)).toEqual(claims);
    expect(readUnsubscribeToken('another-secret-of-at-least-thirty-two-chars', v1)).toBeNull();
    expect(readUnsubscribeToken(secret, flip(v1, 3))).toBeNull();
    expect(readViewToken(secret, v1)).toBeNull();
  });

  it('refuses malformed input without throwing', () => {
    for (const bad of ['', 'abc', '.', 'a'.repeat(30) + '.' + 'b'.repeat(22), 'x'.repeat(5000), '../../etc.passwd', 'é'.repeat(40) + '.x']) {
      expect(readUnsubscribeToken(secret, bad)).toBeNull();
    }
  });

  it('is not accepted as a view token, nor the other way round', () => {
    expect(readViewToken(secret, signUnsubscribeToken(secret, claims))).toBeNull();
    expect(readUnsubscribeToken(secret, signViewToken(secret, 'cert_abcdefghij'))).toBeNull();
  });
});

describe('view-in-browser tokens', () => {
  it('names the certificate until they expire', () => {
    const issued = new Date('2026-03-01T10:00:00Z');
    const token = signViewToken(secret, 'cert_abcdefghij', issued);
    expect(readViewToken(secret, token, issued)?.certificateId).toBe('cert_abcdefghij');
    const lastDay = new Date(issued.getTime() + (VIEW_TOKEN_DAYS * 86_400 - 60) * 1000);
    expect(readViewToken(secret, token, lastDay)?.certificateId).toBe('cert_abcdefghij');
    expect(readViewToken(secret, token, new Date(issued.getTime() + VIEW_TOKEN_DAYS * 86_400_000))).toBeNull();
  });
});
