import fc from 'fast-check';
import net from 'node:net';
import { OPTIONAL_CATEGORIES } from '../src/features/mail/categories';
import { locales } from '../src/i18n/locales';
import { routeOfPublicPath } from '../src/i18n/pathnames';
import { publicPath } from '../src/i18n/resolve';
import { expect, test, type APIRequestContext } from './fixtures';
import { testClientIp } from './support';

// Hostile input against the running server: property-based bodies (fast-check) for every JSON
// endpoint that takes a body and every plain form that posts without JavaScript, raw bytes the JSON parser never sees in a browser, and the
// addresses and headers an attacker would try. Never a 5xx; a refused request answers a 4xx with
// an error code (and field errors where a field was wrong), and changes no row.

/** Every JSON write of a signed-in person or a visitor (better-auth's own and the signed webhooks apart). */
const JSON_ENDPOINTS = [
  '/api/account/delete',
  '/api/account/deletion-request',
  '/api/challenges',
  '/api/challenges/accept',
  '/api/challenges/encourage',
  '/api/challenges/invitations',
  '/api/challenges/invitations/revoke',
  '/api/challenges/leave',
  '/api/email/preferences',
  '/api/programme/check-in',
  '/api/programme/craving',
  '/api/programme/plan',
  '/api/programme/restart',
  '/api/programme/slip',
  '/api/programme/step',
  '/api/programme/survey',
  '/api/programme/test',
  '/api/purchases/checkout',
  '/api/purchases/test-checkout',
  '/api/reminders',
  '/api/reminders/push',
  '/api/admin/email/broadcast',
  '/api/admin/grants',
  '/api/admin/grants/revoke',
  '/api/admin/users/disable',
  '/api/admin/purchases/refund',
];

const TAKES_NO_ARGUMENT = '/api/programme/restart';

// JSON values with the shapes schemas trip on: wrong types, boundaries, long and odd strings,
// nesting, keys that name prototypes.
const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom('', ' ', '\u0000', '\uFFFD', '\uD800', '<script>alert(1)</script>', "' or 1=1 --", '../../etc/passwd', 'x'.repeat(5000), '2026-02-30', '9999-12-31', '-1', 'NaN', '__proto__'),
);
const hostileNumber = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -0, -1, 2 ** 31, 2 ** 53, Number.MAX_SAFE_INTEGER, 1e308, -1e308));
const hostileValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'id', 'day', 'email', 'challengeId')), tie('value'), { maxKeys: 6 }),
  ),
})).value;

async function member(request: APIRequestContext, origin: string) {
  const email = `hostile-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@e2e.exhale.test`;
  const made = await request.post('/api/auth/sign-up/email', { headers: { origin }, data: { name: 'Hostile', email, password: 'Quit-Smoking-2026', locale: 'en' } });
  expect(made.status(), await made.text()).toBe(200);
}

/** What a person has, as the data page counts it, and the programme's own summary. */
async function snapshotOf(request: APIRequestContext, { exceptEmailChoices = false } = {}) {
  const data = (await (await request.get('/api/account/data')).json()) as { counts: Array<{ key: string; count: number }> };
  const counts = exceptEmailChoices ? data.counts.filter((c) => c.key !== 'emailPreferences') : data.counts;
  const summary = await (await request.get('/api/programme/summary')).text();
  return `${JSON.stringify({ ...data, counts })}\n${summary}`;
}

function expectRefusal(status: number, body: string, what: string) {
  expect(status, `${what}: ${body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(status, `${what}: ${body.slice(0, 300)}`).toBeLessThan(500);
  const parsed = JSON.parse(body) as { error?: unknown; fields?: Record<string, unknown> };
  expect(typeof parsed.error, `${what} answers an error code: ${body.slice(0, 300)}`).toBe('string');
  if (parsed.fields) for (const message of Object.values(parsed.fields)) expect(message, `${what}: field messages are message keys`).toMatch(/^[a-zA-Z]+$/);
}

test.describe.configure({ timeout: 240_000 });

test('random and boundary JSON bodies: never a 5xx, a 4xx with an error code, and nothing of the person changes', async ({ playwright, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': testClientIp() } });
  await member(request, origin);
  await request.post('/api/programme/plan', { headers: { origin }, data: { quitDate: new Date().toISOString().slice(0, 10), timeZone: 'UTC', triggers: ['coffee'], strategies: ['water'], nrt: 'none' } });
  const before = await snapshotOf(request);
  let accepted = 0;

  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...JSON_ENDPOINTS), hostileValue, async (path, value) => {
      const response = await request.post(path, { headers: { origin, 'content-type': 'application/json' }, data: JSON.stringify(value) });
      const body = await response.text();
      // A random value that happens to be a valid request is fine; it is counted, not judged.
      if (response.status() < 300) {
        accepted++;
        return;
      }
      expectRefusal(response.status(), body, `POST ${path} ${JSON.stringify(value).slice(0, 120)}`);
    }),
    { numRuns: 400, seed: Number(process.env.FAST_CHECK_SEED ?? Date.now() % 2 ** 31) },
  );
  if (accepted === 0) expect(await snapshotOf(request)).toBe(before);
  await request.dispose();
});

test('bytes no browser sends: wrong content types, invalid UTF-8, deep nesting, bodies over the limit', async ({ playwright, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': testClientIp() } });
  await member(request, origin);
  const before = await snapshotOf(request);
  const bodies: Array<[string, string, Buffer | string]> = [
    ['text/plain', 'plain text', 'day=2026-11-28'],
    ['application/x-www-form-urlencoded', 'a form', 'day=2026-11-28&smokeFree=true'],
    ['application/json', 'invalid UTF-8', Buffer.from([0x7b, 0x22, 0x64, 0x61, 0x79, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
    ['application/json', 'a lone surrogate', '{"note":"\\ud800"}'],
    ['application/json', 'nested 5,000 deep', `${'['.repeat(5000)}${']'.repeat(5000)}`],
    ['application/json', 'unterminated nesting', '{"a":'.repeat(3000)],
    ['application/json', 'over the 16 KB limit', JSON.stringify({ note: 'x'.repeat(20_000) })],
    ['application/json', 'empty', ''],
    ['application/json', 'a bare string', '"hello"'],
    ['application/json', 'NaN', 'NaN'],
  ];
  for (const path of JSON_ENDPOINTS) {
    for (const [type, what, body] of bodies) {
      const response = await request.post(path, { headers: { origin, 'content-type': type }, data: body });
      const text = await response.text();
      // Starting again takes no argument: any JSON object will do, and without a plan it changes nothing.
      if (path === TAKES_NO_ARGUMENT && response.status() === 200 && body.toString().startsWith('{')) continue;
      expectRefusal(response.status(), text, `POST ${path} with ${what}`);
    }
  }
  // A declared length far over the limit is refused before the body is read.
  const big = await request.post('/api/programme/check-in', { headers: { origin, 'content-type': 'application/json' }, data: Buffer.alloc(2_000_000, 0x20) });
  expect(big.status()).toBe(413);
  expect(await snapshotOf(request)).toBe(before);
  await request.dispose();
});

/**
 * Every plain form that works without JavaScript (the unsubscribe page, its one-click twin, the
 * account's email choices, the "undo this change" page). The unsubscribe and undo forms carry
 * their authority in a token; a forged one must change nothing.
 */
const FORM_KEYS = ['token', 'locale', 'action', 'List-Unsubscribe', ...OPTIONAL_CATEGORIES];
// (No ".." or "%2e%2e" segment: the client resolves it, as the URL standard says, before sending.)
const forgedToken = fc.oneof(
  // The shape of a signed link with a signature that is not the server's.
  fc.tuple(fc.base64String({ minLength: 24, maxLength: 200 }), fc.base64String({ minLength: 24, maxLength: 24 })).map(([a, b]) => `${a.replace(/[+/=]/g, 'A')}.${b.replace(/[+/=]/g, 'B')}`),
  fc.stringMatching(/^[A-Za-z0-9_-]{1,80}$/),
  fc.constantFrom('a%2e%2e', '%2e%2e%2Fx', 'a%2Fb', '%00', '%E0%A4', '%ED%A0%80', '%0d%0aSet-Cookie:%20x=1', 'x'.repeat(3000), '%F0%9F%9A%AD', '<svg>'),
);
const formTarget = fc.oneof(
  fc.record({ kind: fc.constant('unsubscribe' as const), locale: fc.constantFrom(...locales), token: forgedToken }),
  fc.record({ kind: fc.constant('unsubscribe-api' as const), token: forgedToken }),
  fc.record({ kind: fc.constant('preferences' as const), locale: fc.oneof(fc.constantFrom(...locales), hostileString) }),
  fc.record({ kind: fc.constant('restore' as const) }),
);
const formFields = fc.dictionary(fc.oneof(fc.constantFrom(...FORM_KEYS), fc.string({ maxLength: 12 })), fc.oneof(hostileString, fc.constantFrom('on', 'off', 'save', 'leave', 'One-Click', 'one-click', 'en', 'de', 'xx')), { maxKeys: 7 });
const formEncoding = fc.constantFrom('urlencoded', 'multipart', 'text/plain', 'json', 'invalid-utf8', 'none');

function formPath(target: { kind: string; locale?: string; token?: string }): string {
  if (target.kind === 'unsubscribe') return `${publicPath('/unsubscribe/[id]', target.locale as (typeof locales)[number]).replace('[id]', '')}${target.token}`;
  if (target.kind === 'unsubscribe-api') return `/api/email/unsubscribe/${target.token}`;
  if (target.kind === 'preferences') return `/api/email/preferences?locale=${encodeURIComponent((target.locale ?? '').replace(/\p{Cs}/gu, '\uFFFD'))}`;
  return '/api/account/restore-email';
}

function formBody(encoding: string, fields: Record<string, string>): { headers: Record<string, string>; data?: Buffer | string } {
  const entries = Object.entries(fields);
  if (encoding === 'urlencoded') return { headers: { 'content-type': 'application/x-www-form-urlencoded' }, data: new URLSearchParams(entries).toString() };
  if (encoding === 'multipart') {
    const boundary = '----exhale-hostile-boundary';
    const parts = entries.map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k.replace(/["\r\n]/g, '_')}"\r\n\r\n${v}\r\n`);
    return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, data: `${parts.join('')}--${boundary}--\r\n` };
  }
  if (encoding === 'text/plain') return { headers: { 'content-type': 'text/plain' }, data: entries.map(([k, v]) => `${k}=${v}`).join('\n') };
  if (encoding === 'json') return { headers: { 'content-type': 'application/json' }, data: JSON.stringify(fields) };
  if (encoding === 'invalid-utf8') return { headers: { 'content-type': 'application/x-www-form-urlencoded' }, data: Buffer.concat([Buffer.from('action=save&news='), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('&token=')]) };
  return { headers: {} };
}

/** The person's email choices, as the account page reads them. */
async function emailChoicesOf(request: APIRequestContext) {
  return JSON.stringify(((await (await request.get('/api/account/overview?locale=en')).json()) as { emailPreferences?: unknown }).emailPreferences);
}

function decodes(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/** The person's address and the rows the data page counts but their email choices, which a valid form may save. */
async function accountOf(request: APIRequestContext) {
  const session = (await (await request.get('/api/auth/get-session')).json()) as { user: { email: string; emailVerified: boolean } };
  return `${session.user.email} ${session.user.emailVerified}\n${await snapshotOf(request, { exceptEmailChoices: true })}`;
}

test('random form posts to the email links and the email choices: never a 5xx, never a way off the page, nothing else changes', async ({ playwright, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': testClientIp() } });
  await member(request, origin);
  const before = await accountOf(request);
  const counted: Record<string, number> = {};

  await fc.assert(
    fc.asyncProperty(formTarget, formFields, formEncoding, async (target, fields, encoding) => {
      const path = formPath(target);
      const { headers, data } = formBody(encoding, fields);
      const choicesBefore = target.kind === 'preferences' ? '' : await emailChoicesOf(request);
      const response = await request.post(path, { headers: { origin, ...headers }, data, maxRedirects: 0 });
      const status = response.status();
      const body = await response.text();
      const what = `POST ${path.slice(0, 120)} (${encoding}) ${JSON.stringify(fields).slice(0, 160)}`;
      counted[`${target.kind} ${status}`] = (counted[`${target.kind} ${status}`] ?? 0) + 1;
      expect(status, `${what}: ${body.slice(0, 300)}`).toBeLessThan(500);
      // A forged token changes no email choice.
      if (target.kind !== 'preferences') expect(await emailChoicesOf(request), what).toBe(choicesBefore);
      if (status === 303) {
        // Back to the page the form is on (which explains an invalid link itself), or the account's.
        const location = response.headers().location ?? '';
        expect(location, what).toMatch(/^\/(?![/\\])/);
        const landing = new URL(location, origin).pathname;
        if (target.kind === 'preferences') expect([publicPath('/account', 'en'), ...locales.map((l) => publicPath('/account', l))], what).toContain(landing);
        else {
          expect(routeOfPublicPath(landing)?.route, what).toBe(target.kind === 'restore' ? '/restore-email/[id]' : '/unsubscribe/[id]');
          // Back to the page as it was: never "done", which only a valid link earns.
          expect(new URL(location, origin).search, what).toBe('');
        }
        return;
      }
      const oneClick = target.kind.startsWith('unsubscribe') && fields['List-Unsubscribe'] === 'One-Click' && ['urlencoded', 'multipart'].includes(encoding);
      if (status === 404 && body === '' && oneClick) return; // a one-click unsubscribe with a link that is not valid
      if (status === 413) return;
      if ((response.headers()['content-type'] ?? '').startsWith('text/html')) {
        // Only an address that does not decode is no unsubscribe address at all: the 404 page, in its language.
        expect(target.kind === 'unsubscribe' && !decodes(target.token ?? ''), what).toBe(true);
        expect(status, what).toBe(404);
        expect(body, what).toMatch(/<html lang="[a-z]{2}"/);
        return;
      }
      expectRefusal(status, body, what);
    }),
    { numRuns: 300, seed: Number(process.env.FAST_CHECK_SEED ?? Date.now() % 2 ** 31) },
  );
  // The email choices may have been saved by a valid random form; nothing else of the person moved.
  expect(await accountOf(request)).toBe(before);
  // Each kind of form was reached, and the pages' forms were answered by their handlers.
  for (const outcome of ['unsubscribe 303', 'unsubscribe-api 303', 'preferences 303', 'restore 400']) expect(counted[outcome] ?? 0, JSON.stringify(counted)).toBeGreaterThan(0);
  await request.dispose();
});

/** A raw HTTP/1.1 exchange, for requests a client library would refuse to send. */
function raw(baseURL: string, lines: string[]): Promise<string> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.end(`${lines.join('\r\n')}\r\n\r\n`));
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

test('open redirects, header injection, path traversal and cache poisoning are refused', async ({ request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const host = new URL(baseURL!).host;
  const outside = (location: string | undefined) => Boolean(location && /^(https?:)?\/\/|^\/\\|^\\\\/i.test(location) && !location.startsWith(origin));

  // Every parameter that leads somewhere after signing in keeps people on this site.
  for (const target of ['https://evil.example/', '//evil.example/', '/\\evil.example', 'javascript:alert(1)', '%2F%2Fevil.example']) {
    const login = await request.get(`/login?redirect=${encodeURIComponent(target)}`, { maxRedirects: 0 });
    expect(login.status(), target).toBeLessThan(500);
    expect(outside(login.headers().location), `login redirect ${target}`).toBe(false);
    const body = await login.text();
    expect(body, `the log-in page does not carry ${target} as a link`).not.toMatch(/href="(https?:)?\/\/evil\.example/);
    const magic = await request.post('/api/auth/sign-in/magic-link', { headers: { origin, 'x-forwarded-for': testClientIp() }, data: { email: 'nobody@e2e.exhale.test', callbackURL: target } });
    expect(magic.status(), `magic link callbackURL ${target}`).toBeGreaterThanOrEqual(400);
    expect(magic.status()).toBeLessThan(500);
  }
  // Addresses that a browser would read as another site, sent as they are: any redirect stays here.
  for (const path of ['//evil.example/account', '/%2F%2Fevil.example', '/\\evil.example', '/account?x=https://evil.example', '//evil.example/de/hilfe']) {
    const answer = await raw(baseURL!, [`GET ${path} HTTP/1.1`, `Host: ${host}`, 'Connection: close']);
    expect(answer, path).toMatch(/^HTTP\/1\.1 [234]\d\d/);
    const location = answer.match(/\r\nLocation: ([^\r]*)/i)?.[1];
    expect(outside(location), `${path} -> ${location}`).toBe(false);
  }

  // Header injection: CR/LF in the path and the query never reach a header.
  const injected = await raw(baseURL!, [`GET /help?lang=en%0d%0aSet-Cookie:%20injected=1 HTTP/1.1`, `Host: ${host}`, 'Connection: close']);
  expect(injected).toMatch(/^HTTP\/1\.1 [23]\d\d/);
  expect(injected).not.toMatch(/\r\nSet-Cookie: injected/i);
  const injectedPath = await raw(baseURL!, [`GET /%0d%0aX-Injected:%201 HTTP/1.1`, `Host: ${host}`, 'Connection: close']);
  expect(injectedPath).not.toMatch(/\r\nX-Injected:/i);
  expect(injectedPath).not.toMatch(/^HTTP\/1\.1 5/);

  // Path traversal on the static fast path and the public files: never a file outside them.
  for (const path of ['/_next/static/../../server.mjs', '/_next/static/%2e%2e/%2e%2e/package.json', '/_next/static/..%2f..%2f.env', '/_next/static/chunks/%2e%2e%2f%2e%2e%2f%2e%2e%2fserver.mjs', '/icon.svg/../../package.json', '/..%2fpackage.json']) {
    const answer = await raw(baseURL!, [`GET ${path} HTTP/1.1`, `Host: ${host}`, 'Connection: close']);
    expect(answer, path).not.toMatch(/^HTTP\/1\.1 5/);
    expect(answer, path).not.toContain('"name": "exhale"');
    expect(answer, path).not.toContain('nextEnv.loadEnvConfig');
  }

  // Percent-encoding that does not decode, in a page, an API route with an id, a file: refused, not a 500.
  // An API path says so with the error code; a page's path gets the 404 page of its language.
  for (const path of ['/api/certificates/%E0/pdf', '/api/admin/email/preview/%C3%28', '/de/%FF', '/_next/static/chunks/%E0.js', '/posts/%']) {
    const answer = await raw(baseURL!, [`GET ${path} HTTP/1.1`, `Host: ${host}`, 'Accept-Language: pl', 'Connection: close']);
    if (path.startsWith('/api/')) {
      expect(answer, path).toMatch(/^HTTP\/1\.1 400/);
      expect(answer, path).toContain('"error":"invalid-argument"');
    } else {
      expect(answer, path).toMatch(/^HTTP\/1\.1 404/);
      expect(answer, path).toContain(path.startsWith('/de/') ? '<html lang="de"' : '<html lang="pl"');
    }
  }

  // Cache poisoning: a forged Host or X-Forwarded-* changes neither the page's links nor a redirect.
  const forged: Array<Record<string, string>> = [{ host: 'evil.example' }, { 'x-forwarded-host': 'evil.example' }, { 'x-forwarded-proto': 'gopher', 'x-forwarded-host': 'evil.example:666' }];
  for (const headers of forged) {
    const page = await request.get('/help', { headers });
    expect(page.status()).toBe(200);
    const html = await page.text();
    expect(html, JSON.stringify(headers)).not.toContain('evil.example');
    expect(html).toContain(`<link rel="canonical" href="${origin}/help"`);
    const redirect = await request.get('/de/help', { headers, maxRedirects: 0 });
    expect(redirect.headers().location ?? '', JSON.stringify(headers)).not.toContain('evil.example');
    const guarded = await request.get('/account', { headers, maxRedirects: 0 });
    expect(guarded.headers().location ?? '', JSON.stringify(headers)).not.toContain('evil.example');
  }
});
