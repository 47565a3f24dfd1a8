import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test, type APIRequestContext } from './fixtures';
import { testClientIp } from './support';

// The authorization matrix: every page and every route handler of the app (there are no server
// actions), listed from src/app, called as a visitor, as a member who owns records, as another
// member using the first one's ids (a certificate, a challenge and its invitation, a purchase),
// and as an admin. The status each must answer is declared once in the tables below; a new page,
// route or method fails the first test until it is classified here.

type Role = 'visitor' | 'member' | 'other' | 'admin';
const ROLES: Role[] = ['visitor', 'other', 'admin', 'member'];
/** Expected status per role: [visitor, member, other member, admin]. */
type Expect = [visitor: number, member: number, other: number, admin: number];
const at = (e: Expect, role: Role) => e[{ visitor: 0, member: 1, other: 2, admin: 3 }[role]];

/** The member's records, by placeholder: `{certificate}`, `{challenge}`, `{invitation}`, `{purchase}`, `{partner}`. */
type Ids = Record<'certificate' | 'challenge' | 'invitation' | 'purchase' | 'partner', string>;
const fillIds = (text: string, ids: Ids) => text.replace(/\{(\w+)\}/g, (_, key: keyof Ids) => ids[key]);

interface Call {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  body?: unknown;
  expect: Expect;
}

const today = () => new Date().toISOString().slice(0, 10);

// Route handlers, by their folder under src/app/api, each method with a request and its statuses.
// Bodies that would change something are either invalid (400 shows the caller got past the
// authorization) or aimed at the member's own records; the member runs last.
const API: Record<string, Call[]> = {
  '[...path]': ['GET', 'POST', 'DELETE'].map((method) => ({ method: method as Call['method'], path: '/api/no-such-endpoint', expect: [404, 404, 404, 404] as Expect })),
  'account/data': [{ method: 'GET', path: '/api/account/data', expect: [401, 200, 200, 200] }],
  'account/delete': [{ method: 'POST', path: '/api/account/delete', body: {}, expect: [401, 400, 400, 400] }],
  // A deletion request by email is open to everyone (signed out too): an address is its argument.
  'account/deletion-request': [{ method: 'POST', path: '/api/account/deletion-request', body: {}, expect: [400, 400, 400, 400] }],
  'account/export': [{ method: 'GET', path: '/api/account/export?format=json&locale=en', expect: [401, 200, 200, 200] }],
  // Undoing an address change: the signed token in the form is the authorization, a missing one is refused.
  'account/restore-email': [{ method: 'POST', path: '/api/account/restore-email', body: {}, expect: [400, 400, 400, 400] }],
  'account/overview': [{ method: 'GET', path: '/api/account/overview?locale=en', expect: [401, 200, 200, 200] }],
  'admin/email/broadcast': [
    { method: 'GET', path: '/api/admin/email/broadcast', expect: [401, 403, 403, 200] },
    { method: 'POST', path: '/api/admin/email/broadcast', body: {}, expect: [401, 403, 403, 400] },
  ],
  'admin/email/cancel': [{ method: 'POST', path: '/api/admin/email/cancel', body: { id: 'no-such-email' }, expect: [401, 403, 403, 404] }],
  'admin/email/preview/[id]': [{ method: 'GET', path: '/api/admin/email/preview/no-such-email', expect: [401, 403, 403, 404] }],
  'admin/email/retry': [{ method: 'POST', path: '/api/admin/email/retry', body: { id: 'no-such-email' }, expect: [401, 403, 403, 404] }],
  'admin/email/test': [{ method: 'POST', path: '/api/admin/email/test', body: { nope: true }, expect: [401, 403, 403, 200] }],
  'admin/grants': [{ method: 'POST', path: '/api/admin/grants', body: {}, expect: [401, 403, 403, 400] }],
  'admin/grants/revoke': [{ method: 'POST', path: '/api/admin/grants/revoke', body: {}, expect: [401, 403, 403, 400] }],
  'admin/purchases/export': [{ method: 'GET', path: '/api/admin/purchases/export', expect: [401, 403, 403, 200] }],
  'admin/purchases/refund': [{ method: 'POST', path: '/api/admin/purchases/refund', body: { id: 'no-such-purchase' }, expect: [401, 403, 403, 404] }],
  'admin/users/disable': [{ method: 'POST', path: '/api/admin/users/disable', body: { id: 'no-such-user', disabled: true }, expect: [401, 403, 403, 404] }],
  // The optional statistics script's address, for the consent banner: public.
  analytics: [{ method: 'GET', path: '/api/analytics', expect: [200, 200, 200, 200] }],
  'auth/[...all]': [
    { method: 'GET', path: '/api/auth/get-session', expect: [200, 200, 200, 200] },
    { method: 'GET', path: '/api/auth/admin/list-users', expect: [401, 403, 403, 200] },
    // The other member's role set to what it is: allowed to the admin only.
    { method: 'POST', path: '/api/auth/admin/set-role', body: { userId: '{partner}', role: 'user' }, expect: [401, 403, 403, 200] },
  ],
  'certificates/[id]': [
    { method: 'GET', path: '/api/certificates/{certificate}', expect: [401, 200, 403, 403] },
    {
      method: 'POST',
      path: '/api/certificates/{certificate}',
      body: { displayName: 'Changed by someone', dedication: '', visibility: 'private', indexable: false, locale: 'en' },
      expect: [401, 200, 403, 403],
    },
  ],
  // A private certificate: only its owner gets it; for everyone else it does not exist.
  'certificates/[id]/pdf': [{ method: 'GET', path: '/api/certificates/{certificate}/pdf', expect: [404, 200, 404, 404] }],
  'challenges/accept': [{ method: 'POST', path: '/api/challenges/accept', body: { id: 'no-such-invitation' }, expect: [401, 404, 404, 404] }],
  challenges: [{ method: 'POST', path: '/api/challenges', body: {}, expect: [401, 400, 400, 400] }],
  'challenges/encourage': [{ method: 'POST', path: '/api/challenges/encourage', body: { challengeId: '{challenge}', to: '{partner}', preset: 'proud' }, expect: [401, 400, 404, 404] }],
  'challenges/invitations': [{ method: 'POST', path: '/api/challenges/invitations', body: { challengeId: '{challenge}', locale: 'en' }, expect: [401, 200, 404, 404] }],
  'challenges/invitations/revoke': [{ method: 'POST', path: '/api/challenges/invitations/revoke', body: { id: '{invitation}' }, expect: [401, 200, 404, 404] }],
  // Last of the challenge's calls: the member leaves it.
  'challenges/leave': [{ method: 'POST', path: '/api/challenges/leave', body: { challengeId: '{challenge}' }, expect: [401, 200, 404, 404] }],
  'content/webhook': [{ method: 'POST', path: '/api/content/webhook', body: {}, expect: [404, 404, 404, 404] }],
  'e2e/reminders': [{ method: 'POST', path: '/api/e2e/reminders', body: {}, expect: [401, 200, 200, 200] }],
  // The account page's plain form: a visitor is sent to log in (303), a JSON body is not its form.
  'email/preferences': [{ method: 'POST', path: '/api/email/preferences', body: {}, expect: [303, 400, 400, 400] }],
  // One-click unsubscribe: the signed token is the authorization, a forged one is refused.
  'email/unsubscribe/[token]': [{ method: 'POST', path: '/api/email/unsubscribe/not-a-token', body: {}, expect: [400, 400, 400, 400] }],
  health: [{ method: 'GET', path: '/api/health', expect: [200, 200, 200, 200] }],
  'health/ready': [{ method: 'GET', path: '/api/health/ready', expect: [200, 200, 200, 200] }],
  // No METRICS_TOKEN here: the endpoint does not exist for anyone.
  metrics: [{ method: 'GET', path: '/api/metrics', expect: [404, 404, 404, 404] }],
  'programme/check-in': [{ method: 'POST', path: '/api/programme/check-in', body: {}, expect: [401, 400, 400, 400] }],
  'programme/craving': [{ method: 'POST', path: '/api/programme/craving', body: {}, expect: [401, 400, 400, 400] }],
  'programme/dashboard': [{ method: 'GET', path: '/api/programme/dashboard?locale=en', expect: [401, 200, 200, 200] }],
  'programme/plan': [{ method: 'POST', path: '/api/programme/plan', body: {}, expect: [401, 400, 400, 400] }],
  // Starting again takes no argument: any signed-in person may (it ends only their own attempt).
  'programme/restart': [{ method: 'POST', path: '/api/programme/restart', body: {}, expect: [401, 200, 200, 200] }],
  'programme/slip': [{ method: 'POST', path: '/api/programme/slip', body: {}, expect: [401, 400, 400, 400] }],
  'programme/sos': [{ method: 'GET', path: '/api/programme/sos?locale=en', expect: [401, 200, 200, 200] }],
  'programme/step': [{ method: 'POST', path: '/api/programme/step', body: {}, expect: [401, 400, 400, 400] }],
  'programme/summary': [{ method: 'GET', path: '/api/programme/summary', expect: [401, 200, 200, 200] }],
  'programme/survey': [
    { method: 'GET', path: '/api/programme/survey', expect: [401, 200, 200, 200] },
    { method: 'POST', path: '/api/programme/survey', body: {}, expect: [401, 400, 400, 400] },
  ],
  'programme/test': [{ method: 'POST', path: '/api/programme/test', body: {}, expect: [401, 400, 400, 400] }],
  'purchases/[id]': [{ method: 'GET', path: '/api/purchases/{purchase}', expect: [401, 200, 404, 404] }],
  'purchases/checkout': [{ method: 'POST', path: '/api/purchases/checkout', body: {}, expect: [401, 400, 400, 400] }],
  // Stripe's calls carry a signature, not a session: an unsigned one is refused for everyone.
  'purchases/stripe-webhook': [{ method: 'POST', path: '/api/purchases/stripe-webhook', body: {}, expect: [400, 400, 400, 400] }],
  'purchases/test-checkout': [{ method: 'POST', path: '/api/purchases/test-checkout', body: { id: '{purchase}', outcome: 'decline' }, expect: [401, 200, 404, 404] }],
  reminders: [{ method: 'POST', path: '/api/reminders', body: {}, expect: [401, 400, 400, 400] }],
  'reminders/push': [
    { method: 'POST', path: '/api/reminders/push', body: {}, expect: [401, 400, 400, 400] },
    { method: 'DELETE', path: '/api/reminders/push', body: {}, expect: [401, 400, 400, 400] },
  ],
};

// Pages, by their route under src/app/[locale] (route groups left out), requested in English.
// 307: sent to log in. The certificate editor is one prerendered page for every id (decision
// 0025): any signed-in person gets the page, its data call above decides what they see.
const PAGES: Record<string, { path: string; expect: Expect }> = {
  '/': { path: '/', expect: [200, 200, 200, 200] },
  '/[...rest]': { path: '/no-such-page', expect: [404, 404, 404, 404] },
  '/account': { path: '/account', expect: [307, 200, 200, 200] },
  '/admin': { path: '/admin', expect: [307, 403, 403, 200] },
  '/admin/add-auth': { path: '/admin/add-auth', expect: [307, 403, 403, 200] },
  '/admin/email': { path: '/admin/email', expect: [307, 403, 403, 200] },
  '/admin/purchases': { path: '/admin/purchases', expect: [307, 403, 403, 200] },
  '/admin/users': { path: '/admin/users', expect: [307, 403, 403, 200] },
  '/certificate/[id]': { path: '/certificate/{certificate}', expect: [404, 200, 404, 404] },
  '/certificate/edit/[id]': { path: '/certificate/edit/{certificate}', expect: [307, 200, 200, 200] },
  '/challenge-invite/[id]': { path: '/challenge-invite/{invitation}', expect: [200, 200, 200, 200] },
  '/checkout/[id]': { path: '/checkout/{purchase}', expect: [307, 200, 404, 404] },
  '/data-deletion': { path: '/data-deletion', expect: [307, 200, 200, 200] },
  '/e2e/server-error': { path: '/e2e/server-error', expect: [500, 500, 500, 500] },
  // Without a token: the template with sample data, marked as a sample (noindex).
  '/email-template/certification': { path: '/email-template/certification', expect: [200, 200, 200, 200] },
  '/go-live/[id]': { path: '/go-live/welcome', expect: [404, 404, 404, 404] },
  '/go/[id]': { path: '/go/no-such-campaign', expect: [404, 404, 404, 404] },
  '/help': { path: '/help', expect: [200, 200, 200, 200] },
  '/imprint': { path: '/imprint', expect: [200, 200, 200, 200] },
  '/install': { path: '/install', expect: [200, 200, 200, 200] },
  '/invalid-route': { path: '/invalid-route', expect: [404, 404, 404, 404] },
  '/login': { path: '/login', expect: [200, 307, 307, 307] },
  '/page-not-found': { path: '/page-not-found', expect: [404, 404, 404, 404] },
  '/posts-live/[id]': { path: '/posts-live/health-recovery-timeline', expect: [404, 404, 404, 404] },
  '/posts/[id]': { path: '/posts/health-recovery-timeline', expect: [200, 200, 200, 200] },
  '/privacy': { path: '/privacy', expect: [200, 200, 200, 200] },
  '/quit-smoking': { path: '/quit-smoking', expect: [200, 200, 200, 200] },
  '/quit-smoking/mine': { path: '/quit-smoking/mine', expect: [404, 404, 404, 404] },
  '/register': { path: '/register', expect: [200, 307, 307, 307] },
  '/sign-in': { path: '/sign-in', expect: [200, 200, 200, 200] },
  '/start-data-deletion': { path: '/start-data-deletion', expect: [200, 200, 200, 200] },
  '/survey/motivation': { path: '/survey/motivation', expect: [200, 200, 200, 200] },
  '/survey/test': { path: '/survey/test', expect: [200, 200, 200, 200] },
  '/terms': { path: '/terms', expect: [200, 200, 200, 200] },
  '/unsubscribe/[id]': { path: '/unsubscribe/not-a-token', expect: [404, 404, 404, 404] },
  '/restore-email/[id]': { path: '/restore-email/not-a-token', expect: [404, 404, 404, 404] },
};

function filesNamed(dir: string, name: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesNamed(path, name) : entry.name === name ? [path] : [];
  });
}

const METHOD = /export\s+(?:async\s+)?(?:function|const)\s+(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\b|export\s*\{([^}]*)\}/g;
function methodsOf(file: string): string[] {
  const methods = new Set<string>();
  for (const match of readFileSync(file, 'utf8').matchAll(METHOD)) {
    if (match[1]) methods.add(match[1]);
    for (const alias of (match[2] ?? '').matchAll(/\bas\s+(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\b/g)) methods.add(alias[1]!);
  }
  return [...methods].sort();
}

test('every page and every route handler with each of its methods is in the matrix', () => {
  const apiDir = 'src/app/api';
  const handlers = Object.fromEntries(filesNamed(apiDir, 'route.ts').map((file) => [relative(apiDir, file).replace(/\/route\.ts$/, ''), methodsOf(file)]));
  // Each method is in the table; HEAD, OPTIONS, PUT and PATCH of the catch-all answer as its GET does.
  const classified = Object.fromEntries(Object.entries(API).map(([route, calls]) => [route, [...new Set(calls.map((c) => c.method))].sort()]));
  for (const [route, methods] of Object.entries(handlers)) {
    const listed = classified[route];
    expect(listed, `src/app/api/${route}/route.ts is not in the matrix`).toBeDefined();
    const expected = route === '[...path]' ? methods.filter((m) => ['GET', 'POST', 'DELETE'].includes(m)) : methods;
    expect(listed, `the methods of src/app/api/${route}`).toEqual(expected);
  }
  expect(Object.keys(classified).sort()).toEqual(Object.keys(handlers).sort());

  const pageDir = 'src/app/[locale]';
  const pages = filesNamed(pageDir, 'page.tsx').map((file) => `/${relative(pageDir, file).replace(/(^|\/)page\.tsx$/, '')}`.replace(/\/\([^)]+\)/g, '') || '/');
  expect(pages.map((p) => p.replace(/\/$/, '') || '/').sort()).toEqual(Object.keys(PAGES).sort());
});

async function signUp(request: APIRequestContext, origin: string, email: string) {
  const headers = { origin };
  const made = await request.post('/api/auth/sign-up/email', { headers, data: { name: 'Matrix', email, password: 'Quit-Smoking-2026', locale: 'en' } });
  if (made.status() === 200) return;
  const signedIn = await request.post('/api/auth/sign-in/email', { headers, data: { email, password: 'Quit-Smoking-2026' } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
}

async function postJson(request: APIRequestContext, origin: string, path: string, data: unknown) {
  const response = await request.post(path, { headers: { origin }, data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return response.json();
}

test('every cell of the matrix answers as declared', async ({ playwright, baseURL }) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL!).origin;
  const host = new URL(baseURL!).hostname;
  const contexts = {} as Record<Role, APIRequestContext>;
  // Every browser may buy through the test checkout (the e2e payments cookie), so a refusal below
  // is about whose purchase it is, not about payments being off.
  const cookie = (name: string, value: string) => ({ name, value, domain: host, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const });
  for (const role of ROLES) {
    contexts[role] = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': testClientIp() }, storageState: { cookies: [cookie('exhale-test-payments', 'test')], origins: [] } });
  }
  const stamp = `${Date.now()}-${test.info().retry}`;

  // The member and their records: a quit plan, a certificate (the day-1 milestone, with the
  // server's clock two days on), a challenge with an invitation, a purchase in the test checkout.
  const member = contexts.member;
  await signUp(member, origin, `matrix-member-${stamp}@e2e.exhale.test`);
  await postJson(member, origin, '/api/programme/test', {
    id: crypto.randomUUID(),
    submission: {
      answers: { firstCigarette: 'within30', forbiddenPlaces: 'no', hateToGiveUp: 'firstMorning', perDay: 'from11to20', morningMore: 'no', whenIll: 'no' },
      profile: { cigarettesPerDay: 20, cigarettesPerPack: 20, packPriceMinor: 800, currency: 'EUR', yearsSmoked: 10 },
    },
  });
  await postJson(member, origin, '/api/programme/plan', { quitDate: today(), timeZone: 'UTC', triggers: ['coffee'], strategies: ['water'], nrt: 'none' });
  const challenge = (await postJson(member, origin, '/api/challenges', { kind: 'smokeFree', days: 21, startDate: today(), timeZone: 'UTC', message: 'Together.' })).id as string;
  const invitation = (await postJson(member, origin, '/api/challenges/invitations', { challengeId: challenge, locale: 'en' })).id as string;
  // The same person two days on (the server's test clock, for this browser only).
  const clocked = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': testClientIp() },
    storageState: { cookies: [...(await member.storageState()).cookies, cookie('exhale-test-clock', String(2 * 86_400_000))], origins: [] },
  });
  const dashboard = await (await clocked.get('/api/programme/dashboard?locale=en')).json();
  await clocked.dispose();
  const certificate = (dashboard.milestones as Array<{ certificateId: string | null }>).find((m) => m.certificateId)?.certificateId;
  expect(certificate, JSON.stringify(dashboard.milestones)).toBeTruthy();
  const checkout = await (await member.post('/api/purchases/checkout', { headers: { origin }, data: { currency: 'EUR', locale: 'en' } })).text();
  const purchase = checkout.match(/checkout\/([\w-]{22})/)?.[1];
  expect(purchase, checkout).toBeTruthy();

  // Another member, and the admin (ADMIN_EMAILS); the other member's id is the one the member
  // encourages and the admin's role change aims at.
  await signUp(contexts.other, origin, `matrix-other-${stamp}@e2e.exhale.test`);
  await postJson(contexts.other, origin, '/api/programme/plan', { quitDate: today(), timeZone: 'UTC', triggers: [], strategies: [], nrt: 'none' });
  const partner = (await (await contexts.other.get('/api/auth/get-session')).json()).user.id as string;
  await signUp(contexts.admin, origin, 'operator@e2e.exhale.test');
  const ids: Ids = { certificate: certificate!, challenge, invitation, purchase: purchase!, partner };

  const unexpected: string[] = [];
  for (const role of ROLES) {
    const request = contexts[role];
    for (const [route, calls] of Object.entries(API)) {
      for (const call of calls) {
        const path = fillIds(call.path, ids);
        const data = call.body === undefined ? undefined : JSON.parse(fillIds(JSON.stringify(call.body), ids));
        const response = await request.fetch(path, { method: call.method, headers: data === undefined ? {} : { origin }, data, maxRedirects: 0 });
        if (response.status() !== at(call.expect, role)) unexpected.push(`${role} ${call.method} ${path} (${route}): ${response.status()}, declared ${at(call.expect, role)}`);
      }
    }
    for (const [route, page] of Object.entries(PAGES)) {
      // English addresses are the routes themselves.
      const path = fillIds(page.path, ids);
      const response = await request.get(path, { maxRedirects: 0 });
      if (response.status() !== at(page.expect, role)) unexpected.push(`${role} GET ${path} (page ${route}): ${response.status()}, declared ${at(page.expect, role)}`);
    }
  }
  expect(unexpected, unexpected.join('\n')).toEqual([]);
  for (const context of Object.values(contexts)) await context.dispose();
});
