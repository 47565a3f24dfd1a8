import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/create';
import { session, user } from '@/db/schema';
import { testDatabase } from '../../../../test/database';
import { createAuth, type Auth } from './create-auth';
import { handleAuthRequest } from './handle-auth-request';

const origin = 'http://localhost:3000';
let database: Database;
let auth: Auth;
const sentVerifications: Array<{ email: string; locale: string; token: string }> = [];
const sentResets: Array<{ email: string; locale: string; token: string }> = [];
const changedNotices: string[] = [];
const signInLinks: Array<{ email: string; locale: string; token: string; redirect: string | null }> = [];
const emailChanges: Array<{ to: string; newEmail: string }> = [];

beforeAll(async () => {
  database = await testDatabase();
  auth = createAuth({
    db: database.db,
    secret: 'test-secret-that-is-long-enough-for-the-library',
    baseURL: origin,
    adminEmails: ['operator@exhale.test'],
    passwordPolicy: { minLength: 8, maxLength: 64, lowercase: false, uppercase: true, number: false, symbol: false },
    trustedIpHeader: 'x-forwarded-for',
    secureCookies: false,
    sendVerificationEmail: async (account, token) => {
      sentVerifications.push({ email: account.email, locale: account.locale, token });
    },
    sendResetPasswordEmail: async (account, token) => {
      sentResets.push({ email: account.email, locale: account.locale, token });
    },
    sendPasswordChangedEmail: async (account) => {
      changedNotices.push(account.email);
    },
    sendSignInLinkEmail: async (to, token, redirect) => {
      signInLinks.push({ ...to, token, redirect });
    },
    sendEmailChangedEmail: async (account, previousEmail) => {
      emailChanges.push({ to: previousEmail, newEmail: account.email });
    },
  });
});
afterAll(async () => {
  await database?.close();
});

function get(path: string, cookie?: string) {
  return handleAuthRequest(auth, new Request(`${origin}/api/auth${path}`, { headers: cookie ? { cookie } : {} }));
}
function post(path: string, body: unknown, { ip = '192.0.2.10', cookie }: { ip?: string; cookie?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json', origin, 'x-forwarded-for': ip };
  if (cookie) headers.cookie = cookie;
  return handleAuthRequest(auth, new Request(`${origin}/api/auth${path}`, { method: 'POST', headers, body: JSON.stringify(body) }));
}
const sessionCookie = (response: Response) =>
  response.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='))?.split(';')[0];

describe('accounts with email and password', () => {
  it('creates an account in the visitor’s language, signs it in with a lax httpOnly cookie', async () => {
    const response = await post('/sign-up/email', { name: 'Ana', email: 'Ana@Exhale.test', password: 'Breathe-Easy', locale: 'de' });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const [row] = await database.db.select().from(user).where(eq(user.email, 'ana@exhale.test'));
    expect(row).toMatchObject({ name: 'Ana', locale: 'de', role: 'user', emailVerified: false });

    const session = await auth.handler(new Request(`${origin}/api/auth/get-session`, { headers: { cookie: sessionCookie(response)! } }));
    expect((await session.json()).user).toMatchObject({ email: 'ana@exhale.test', locale: 'de' });
  });

  it('sends an address confirmation in the user’s language; its token confirms the address', async () => {
    const sent = sentVerifications.find((v) => v.email === 'ana@exhale.test');
    expect(sent).toMatchObject({ locale: 'de' });
    const response = await auth.handler(new Request(`${origin}/api/auth/verify-email?token=${sent!.token}`));
    expect(response.status).toBeLessThan(400);
    const [row] = await database.db.select().from(user).where(eq(user.email, 'ana@exhale.test'));
    expect(row!.emailVerified).toBe(true);
    const again = await auth.handler(new Request(`${origin}/api/auth/verify-email?token=not-a-token`));
    expect(again.status).toBeGreaterThanOrEqual(400);
  });

  it('makes accounts of ADMIN_EMAILS admins and falls back to English for an unknown language', async () => {
    expect((await post('/sign-up/email', { name: 'Op', email: 'operator@exhale.test', password: 'Operator-2026', locale: 'xx' })).status).toBe(200);
    const [row] = await database.db.select().from(user).where(eq(user.email, 'operator@exhale.test'));
    expect(row).toMatchObject({ role: 'admin', locale: 'en' });
  });

  it('refuses a password that breaks the configured policy', async () => {
    const response = await post('/sign-up/email', { name: 'Weak', email: 'weak@exhale.test', password: 'lowercase-only' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'WEAK_PASSWORD' });
    expect((await post('/sign-up/email', { name: 'Short', email: 'short@exhale.test', password: 'Ab1' })).status).toBe(400);
  });

  it('answers a wrong password and an unknown email in exactly the same way', async () => {
    const wrong = await post('/sign-in/email', { email: 'ana@exhale.test', password: 'Not-The-Password' }, { ip: '192.0.2.20' });
    const unknown = await post('/sign-in/email', { email: 'nobody@exhale.test', password: 'Not-The-Password' }, { ip: '192.0.2.21' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(wrong.status);
    expect(await unknown.json()).toEqual(await wrong.json());
  });

  it('signs in with the right password, whatever the case of the email', async () => {
    const response = await post('/sign-in/email', { email: 'ANA@exhale.test', password: 'Breathe-Easy' }, { ip: '192.0.2.30' });
    expect(response.status).toBe(200);
    expect(sessionCookie(response)).toBeTruthy();
  });

  it('limits sign-in attempts per client address, answering 429 with Retry-After', async () => {
    const attempt = (ip: string) => post('/sign-in/email', { email: 'ana@exhale.test', password: 'guess-guess' }, { ip });
    for (let i = 0; i < 10; i++) expect((await attempt('198.51.100.7')).status).toBe(401);
    const limited = await attempt('198.51.100.7');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await attempt('198.51.100.8')).status).toBe(401);
  });

  it('resets a password with the emailed token, never telling whether an address has an account', async () => {
    const known = await post('/request-password-reset', { email: 'operator@exhale.test' }, { ip: '192.0.2.50' });
    const unknown = await post('/request-password-reset', { email: 'ghost@exhale.test' }, { ip: '192.0.2.51' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    expect(sentResets.map((r) => r.email)).toEqual(['operator@exhale.test']);

    const weak = await post('/reset-password', { token: sentResets[0]!.token, newPassword: 'lowercase-only' }, { ip: '192.0.2.52' });
    expect(weak.status).toBe(400);
    const reset = await post('/reset-password', { token: sentResets[0]!.token, newPassword: 'New-Breath-2027' }, { ip: '192.0.2.52' });
    expect(reset.status).toBe(200);
    // The new password signs the user in at once.
    const signedIn = await get('/get-session', sessionCookie(reset));
    expect((await signedIn.json())?.user).toMatchObject({ email: 'operator@exhale.test' });
    expect(changedNotices).toEqual(['operator@exhale.test']);
    expect((await post('/reset-password', { token: sentResets[0]!.token, newPassword: 'Other-Breath-2027' }, { ip: '192.0.2.53' })).status).toBe(400);
    expect((await post('/sign-in/email', { email: 'operator@exhale.test', password: 'New-Breath-2027' }, { ip: '192.0.2.54' })).status).toBe(200);
  });

  it('refuses a banned user', async () => {
    await database.db.update(user).set({ banned: true }).where(eq(user.email, 'ana@exhale.test'));
    const response = await post('/sign-in/email', { email: 'ana@exhale.test', password: 'Breathe-Easy' }, { ip: '192.0.2.40' });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'BANNED_USER' });
  });
});

describe('sign-in links', () => {
  it('sends a link in the page’s language, keeping only a same-site redirect, and the same answer for any address', async () => {
    const known = await post('/sign-in/magic-link', { email: 'operator@exhale.test', callbackURL: '/de/admin', metadata: { locale: 'de' } }, { ip: '192.0.2.60' });
    const unknown = await post('/sign-in/magic-link', { email: 'New.Person@exhale.test', metadata: { locale: 'pl' } }, { ip: '192.0.2.61' });
    expect(known.status).toBe(200);
    expect(await unknown.json()).toEqual(await known.json());
    expect(signInLinks[0]).toMatchObject({ email: 'operator@exhale.test', locale: 'de', redirect: '/de/admin' });
    expect(signInLinks[1]).toMatchObject({ email: 'new.person@exhale.test', locale: 'pl', redirect: null });
    // Another site as the destination is dropped: the link leads to our own pages only.
    for (const callbackURL of ['https://evil.example/', '//evil.example/x']) {
      const before = signInLinks.length;
      const answer = await post('/sign-in/magic-link', { email: 'x@exhale.test', callbackURL }, { ip: '192.0.2.62' });
      if (answer.status === 200) expect(signInLinks[before]).toMatchObject({ redirect: null });
      else expect(answer.status).toBe(403);
    }
  });

  it('signs in once with the link; a used or unknown token is refused', async () => {
    const { token } = signInLinks[0]!;
    const first = await get(`/magic-link/verify?token=${token}`);
    expect(first.status).toBe(200);
    expect((await (await get('/get-session', sessionCookie(first))).json())?.user).toMatchObject({ email: 'operator@exhale.test' });
    const again = await get(`/magic-link/verify?token=${token}`);
    expect(again.status).toBe(302);
    expect(again.headers.get('location')).toContain('error=INVALID_TOKEN');
    expect(sessionCookie(again)).toBeFalsy();
  });

  it('creates a confirmed account for a new address, named after it, in the language of the pages', async () => {
    const { token } = signInLinks[1]!;
    const response = await handleAuthRequest(auth, new Request(`${origin}/api/auth/magic-link/verify?token=${token}`, { headers: { cookie: 'NEXT_LOCALE=pl' } }));
    expect(response.status).toBe(200);
    const [row] = await database.db.select().from(user).where(eq(user.email, 'new.person@exhale.test'));
    expect(row).toMatchObject({ name: 'new.person', locale: 'pl', emailVerified: true, role: 'user' });
  });
});

describe('account changes', () => {
  let cookie: string;
  beforeAll(async () => {
    const response = await post('/sign-up/email', { name: 'Ben', email: 'ben@exhale.test', password: 'Breathe-Easy-1', locale: 'fr' }, { ip: '192.0.2.70' });
    cookie = sessionCookie(response)!;
  });

  it('changes name and language', async () => {
    expect((await post('/update-user', { name: 'Benoît', locale: 'it' }, { cookie, ip: '192.0.2.71' })).status).toBe(200);
    const [row] = await database.db.select().from(user).where(eq(user.email, 'ben@exhale.test'));
    expect(row).toMatchObject({ name: 'Benoît', locale: 'it' });
  });

  it('changes the password only with the current one, and tells the user by email', async () => {
    const wrong = await post('/change-password', { currentPassword: 'not-it-at-all', newPassword: 'Breathe-Easy-2' }, { cookie, ip: '192.0.2.72' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: 'INVALID_PASSWORD' });
    const weak = await post('/change-password', { currentPassword: 'Breathe-Easy-1', newPassword: 'weakweak' }, { cookie, ip: '192.0.2.72' });
    expect(await weak.json()).toMatchObject({ code: 'WEAK_PASSWORD' });
    const changed = await post('/change-password', { currentPassword: 'Breathe-Easy-1', newPassword: 'Breathe-Easy-2', revokeOtherSessions: true }, { cookie, ip: '192.0.2.72' });
    expect(changed.status).toBe(200);
    cookie = sessionCookie(changed) ?? cookie;
    expect(changedNotices).toContain('ben@exhale.test');
  });

  it('changes the email address through a link to the new one, then tells the old one', async () => {
    const before = sentVerifications.length;
    expect((await post('/change-email', { newEmail: 'Ben.New@exhale.test' }, { cookie, ip: '192.0.2.73' })).status).toBe(200);
    const link = sentVerifications.slice(before).find((v) => v.email === 'ben.new@exhale.test');
    expect(link).toBeTruthy();
    // Nothing changes before the link is opened.
    expect((await database.db.select().from(user).where(eq(user.email, 'ben@exhale.test'))).length).toBe(1);
    const confirmed = await get(`/verify-email?token=${link!.token}`, cookie);
    expect(confirmed.status).toBe(200);
    const [row] = await database.db.select().from(user).where(eq(user.email, 'ben.new@exhale.test'));
    expect(row).toMatchObject({ name: 'Benoît', emailVerified: true });
    expect(emailChanges).toEqual([{ to: 'ben@exhale.test', newEmail: 'ben.new@exhale.test' }]);
  });

  it('does not reveal whether the new address is someone else’s', async () => {
    const taken = await post('/change-email', { newEmail: 'operator@exhale.test' }, { cookie, ip: '192.0.2.74' });
    const free = await post('/change-email', { newEmail: 'free@exhale.test' }, { cookie, ip: '192.0.2.74' });
    expect(taken.status).toBe(free.status);
    expect(await taken.json()).toEqual(await free.json());
  });
});

describe('sessions', () => {
  const DAY = 24 * 60 * 60 * 1000;
  let cookie: string;
  let token: string;
  beforeAll(async () => {
    const response = await post('/sign-up/email', { name: 'Cleo', email: 'cleo@exhale.test', password: 'Breathe-Easy-3' }, { ip: '192.0.2.80' });
    cookie = sessionCookie(response)!;
    token = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
  });

  it('is refreshed for another 30 days when used after a day', async () => {
    const soon = new Date(Date.now() + 10 * DAY);
    await database.db.update(session).set({ expiresAt: soon, updatedAt: new Date(Date.now() - 20 * DAY) }).where(eq(session.token, token));
    expect((await (await get('/get-session', cookie)).json())?.user).toMatchObject({ email: 'cleo@exhale.test' });
    const [row] = await database.db.select().from(session).where(eq(session.token, token));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
  });

  it('treats an expired or revoked session as signed out', async () => {
    await database.db.update(session).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(session.token, token));
    expect(await (await get('/get-session', cookie)).json()).toBeNull();
    const again = sessionCookie(await post('/sign-in/email', { email: 'cleo@exhale.test', password: 'Breathe-Easy-3' }, { ip: '192.0.2.81' }))!;
    expect((await (await get('/get-session', again)).json())?.user).toMatchObject({ email: 'cleo@exhale.test' });
    await database.db.delete(session).where(eq(session.userId, (await database.db.select().from(user).where(eq(user.email, 'cleo@exhale.test')))[0]!.id));
    expect(await (await get('/get-session', again)).json()).toBeNull();
  });
});
