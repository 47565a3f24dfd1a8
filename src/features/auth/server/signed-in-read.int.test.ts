import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/db/create';
import { randomBytes } from 'node:crypto';
import { certificate, milestone, session } from '@/db/schema';
import { testDatabase } from '../../../../test/database';

// The route handlers read the request's Cookie header through next/headers; here it is the one
// the test last asked with.
let requestCookie = '';
vi.mock('next/headers', () => ({
  headers: async () => new Headers(requestCookie ? { cookie: requestCookie } : {}),
  cookies: async () => {
    throw new Error('`cookies` was called outside a request scope.');
  },
}));
// The app's translations as next-intl's server entry gives them inside Next.js.
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl');
  const { loadMessages } = await import('@/i18n/messages');
  return {
    getTranslations: async ({ locale, namespace }: { locale: 'pt'; namespace: 'auth' }) =>
      createTranslator({
        locale,
        messages: await loadMessages(locale),
        namespace,
      }),
  };
});

const { getAuth, forgetSessionsOf } = await import('./auth');
const { fastReadOf, readRoute } = await import('./signed-in-read');
const { signedInReads } = await import('@/app/api/signed-in-reads');

const DAY = 86_400_000;
const site = 'https://exhale.example';
let database: Database;
let cookie: string;
let userId: string;
let token: string;

/** The same call answered both ways: through the route handler (Next.js) and as server.mjs answers it. */
async function bothWays(path: keyof typeof signedInReads, query: string, withCookie: string, params: Record<string, string> = {}) {
  requestCookie = withCookie;
  // Each way looks the session up itself, not in the memory the other filled.
  await fresh();
  const fast = await fastReadOf(signedInReads[path])(withCookie || undefined, new URLSearchParams(query), params);
  await fresh();
  const address = Object.entries(params).reduce<string>((at, [name, value]) => at.replace(`[${name}]`, encodeURIComponent(value)), path);
  const route = await readRoute(signedInReads[path])(
    new NextRequest(`${site}${address}${query}`, {
      headers: withCookie ? { cookie: withCookie } : {},
    }),
    { params: Promise.resolve(params) },
  );
  return {
    route: {
      status: route.status,
      body: await route.json(),
      setCookies: route.headers.getSetCookie(),
    },
    fast: { ...fast, body: JSON.parse(fast.body) as unknown },
  };
}

/** This process's memory of Ines's session emptied (a lookup in the same millisecond as a forget is not kept). */
async function fresh() {
  if (userId) forgetSessionsOf(userId);
  await new Promise((resolve) => setTimeout(resolve, 2));
}

beforeAll(async () => {
  database = await testDatabase();
  // The app's database for getAuth (src/db/client.ts keeps it under this key).
  (globalThis as Record<symbol, unknown>)[Symbol.for('exhale.database')] = Promise.resolve(database);
  const auth = await getAuth();
  const signedUp = await auth.api.signUpEmail({
    body: {
      name: 'Ines',
      email: 'ines@exhale.test',
      password: 'Breathe-Easy-3',
      locale: 'pt',
    },
    returnHeaders: true,
  });
  // SITE_URL is https here, so the cookie has the __Secure- prefix.
  cookie = signedUp.headers
    .getSetCookie()
    .find((line) => line.startsWith('__Secure-better-auth.session_token='))!
    .split(';')[0]!;
  userId = signedUp.response.user.id;
  token = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
});
afterAll(async () => {
  (globalThis as Record<symbol, unknown>)[Symbol.for('exhale.database')] = undefined;
  await database?.close();
});

describe('a signed-in data call', () => {
  it('answers the same through Next.js and from server.mjs, for each data call', async () => {
    // The programme's answer carries the time it was made.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    try {
      for (const [path, query] of [
        ['/api/programme/dashboard', '?locale=pt'],
        ['/api/account/overview', '?locale=pt'],
        ['/api/account/data', ''],
      ] as const) {
        const { route, fast } = await bothWays(path, query, cookie);
        expect(fast.status, path).toBe(200);
        expect(route.status, path).toBe(200);
        expect(fast.body, path).toEqual(route.body);
        expect(fast.setCookies, path).toEqual([]);
      }
    } finally {
      vi.useRealTimers();
    }
    const { fast } = await bothWays('/api/account/overview', '?locale=pt', cookie);
    expect(fast.body).toMatchObject({ user: { name: 'Ines', email: 'ines@exhale.test' } });
  });

  it('answers a certificate’s editor with its fields for its owner only, both ways: 403 for someone else’s, 404 for an unknown or malformed id', async () => {
    const id = () => randomBytes(16).toString('base64url');
    const auth = await getAuth();
    const other = await auth.api.signUpEmail({ body: { name: 'Tomás', email: 'tomas@exhale.test', password: 'Breathe-Easy-3', locale: 'es' } });
    const certificateOf = async (owner: string) => {
      const milestoneId = id();
      const certificateId = id();
      const reachedAt = new Date(Date.now() - 7 * DAY);
      await database.db.insert(milestone).values({ id: milestoneId, userId: owner, kind: 'week1', reachedAt });
      await database.db.insert(certificate).values({ id: certificateId, userId: owner, milestoneId, kind: 'week1', reachedAt, displayName: 'Ines Duarte', dedication: 'Para a avó.', visibility: 'private', locale: 'pt' });
      return certificateId;
    };
    const mine = await certificateOf(userId);
    const theirs = await certificateOf(other.user.id);

    const own = await bothWays('/api/certificates/[id]', '', cookie, { id: mine });
    expect(own.fast.status).toBe(200);
    expect(own.fast.body).toMatchObject({ displayName: 'Ines Duarte', dedication: 'Para a avó.', visibility: 'private', locale: 'pt' });
    expect(own.route).toEqual(own.fast);
    for (const [certificateId, status, error] of [
      [theirs, 403, 'permission-denied'],
      [id(), 404, 'not-found'],
      ['../../account/data', 404, 'not-found'],
      ['', 404, 'not-found'],
    ] as const) {
      const answer = await bothWays('/api/certificates/[id]', '', cookie, { id: certificateId });
      expect(answer.fast, certificateId).toEqual({ status, body: { error }, setCookies: [] });
      expect(answer.route, certificateId).toEqual(answer.fast);
    }
    const signedOut = await bothWays('/api/certificates/[id]', '', '', { id: mine });
    expect(signedOut.fast).toEqual({ status: 401, body: { error: 'unauthenticated' }, setCookies: [] });
    expect(signedOut.route).toEqual(signedOut.fast);
  });

  it('refuses an unknown language with the field named, both ways', async () => {
    const { route, fast } = await bothWays('/api/programme/dashboard', '?locale=xx', cookie);
    expect(fast).toEqual({
      status: 400,
      body: { error: 'invalid-argument', fields: { locale: 'invalid' } },
      setCookies: [],
    });
    expect(route).toEqual(fast);
  });

  it('answers 401 without a session, and removes a leftover session cookie (Secure on https), both ways', async () => {
    const none = await bothWays('/api/account/data', '', '');
    expect(none.fast).toEqual({
      status: 401,
      body: { error: 'unauthenticated' },
      setCookies: [],
    });
    expect(none.route).toEqual(none.fast);
    const forged = await bothWays('/api/account/data', '', '__Secure-better-auth.session_token=forged.value; exhale-locale=pt');
    expect(forged.fast.status).toBe(401);
    expect(forged.fast.setCookies).toEqual(['__Secure-better-auth.session_token=; Path=/; Max-Age=0; Secure; HttpOnly; SameSite=lax']);
    expect(forged.route).toEqual(forged.fast);
  });

  it('sends a session the lookup renewed back to the browser', async () => {
    const soon = new Date(Date.now() + 10 * DAY);
    await database.db
      .update(session)
      .set({ expiresAt: soon, updatedAt: new Date(Date.now() - 2 * DAY) })
      .where(eq(session.token, token));
    forgetSessionsOf(userId);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const answer = await fastReadOf(signedInReads['/api/account/data'])(cookie, new URLSearchParams());
    expect(answer.status).toBe(200);
    expect(answer.setCookies.some((line) => line.startsWith('__Secure-better-auth.session_token=') && /Max-Age=\d{6,}/.test(line))).toBe(true);
    const [row] = await database.db.select().from(session).where(eq(session.token, token));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
  });

  it('never keeps a session under another token: a cookie planted beside the real one does not read its person’s data', async () => {
    // Someone signs up, and plants their own session in Ines's browser under the plain name (from
    // a page served over http, or a sibling subdomain); the site is https, where only the
    // __Secure- cookie counts.
    const auth = await getAuth();
    const theirs = await auth.api.signUpEmail({ body: { name: 'Mallory', email: 'mallory@exhale.test', password: 'Breathe-Easy-3', locale: 'en' }, returnHeaders: true });
    const value = theirs.headers.getSetCookie().find((line) => line.startsWith('__Secure-better-auth.session_token='))!.split(';')[0]!.split('=').slice(1).join('=');
    const planted = `better-auth.session_token=${value}`;
    const read = fastReadOf(signedInReads['/api/account/overview']);
    for (const header of [`${planted}; ${cookie}`, `${cookie}; ${planted}`]) {
      await fresh();
      expect(JSON.parse((await read(header, new URLSearchParams('locale=pt'))).body), header).toMatchObject({ user: { email: 'ines@exhale.test' } });
      // Their plain cookie alone is nobody's on this site, and above all not Ines's.
      const alone = await read(planted, new URLSearchParams('locale=pt'));
      expect(alone.status, header).toBe(401);
    }
  });

  it('keeps a checked session five seconds, but not past a forget, which reaches server.mjs’s reads too', async () => {
    const read = fastReadOf(signedInReads['/api/account/data']);
    expect((await read(cookie, new URLSearchParams())).status).toBe(200);
    // Ended in the database: the memory still answers, as decision 0027 allows.
    await database.db.delete(session).where(eq(session.token, token));
    expect((await read(cookie, new URLSearchParams())).status).toBe(200);
    // The forget comes from another copy of the module, as a route handler's bundle would call it.
    vi.resetModules();
    const other = await import('./auth');
    expect(other.forgetSessionsOf).not.toBe(forgetSessionsOf);
    other.forgetSessionsOf(userId);
    const after = await read(cookie, new URLSearchParams());
    expect(after.status).toBe(401);
    expect(after.setCookies.at(-1)).toMatch(/^__Secure-better-auth\.session_token=; Path=\/; Max-Age=0;/);
  });
});
