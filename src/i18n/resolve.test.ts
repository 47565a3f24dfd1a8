import { describe, expect, it } from 'vitest';
import { builtInRouteRules } from './route-rules';
import { publicPath, resolveRequest, type ResolveOptions } from './resolve';
import { locales } from './locales';
import { pathnames, type InternalPath } from './pathnames';
import { idShell, SHELL_ID, SIGNED_IN_ROUTES } from './guard';
import { isValidParam, type DynamicRoute } from './route-params';

const opts: ResolveOptions = { rules: builtInRouteRules, siteHost: 'exhale.example', siteOrigin: 'https://exhale.example' };
const resolve = (path: string, search = '', host = 'exhale.example') => resolveRequest(path, search, host, opts);

describe('redirects of the specification', () => {
  it.each([
    ['/friend-invite', 301, '/'],
    ['/friend-invite/abc?x=1', 301, '/'],
    ['/developer-login', 301, '/'],
    ['/developer-login/token', 301, '/'],
    ['/de/help', 301, '/de/hilfe'],
    ['/fr/help', 301, '/fr/aide'],
    ['/ru/help', 301, '/ru/pomoshch'],
    ['/de/quit-smoking', 301, '/de/nikotinentzug'],
    ['/pl/quit-smoking', 301, '/pl/rzucanie-palenia'],
    ['/en', 301, '/'],
    ['/en/help', 301, '/help'],
    ['/en/quit-smoking', 301, '/quit-smoking'],
    ['/privacy-policy', 308, '/privacy'],
    ['/de/privacy-alt', 308, '/privacy'],
  ])('%s → %i %s', (path, status, location) => {
    expect(resolve(path.split('?')[0]!)).toEqual({ kind: 'redirect', status, location });
  });

  it('keeps the query string when dropping /en or mapping a path word', () => {
    expect(resolve('/en/help', '?q=1')).toMatchObject({ location: '/help?q=1' });
    expect(resolve('/de/help', '?q=1')).toMatchObject({ location: '/de/hilfe?q=1' });
  });

  it('sends every non-root path on the mobile host to the main site root with 308', () => {
    expect(resolve('/help', '', 'm.exhale.example')).toEqual({ kind: 'redirect', status: 308, location: 'https://exhale.example/' });
    expect(resolve('/de/hilfe', '', 'm.exhale.example:443')).toMatchObject({ status: 308 });
    expect(resolve('/', '', 'm.exhale.example')).toMatchObject({ kind: 'rewrite', rewriteTo: '/en' });
    expect(resolve('/help', '', 'mm.exhale.example')).toMatchObject({ kind: 'rewrite' });
  });

  it('applies operator rules after the built-in ones, with external targets', () => {
    const rules = [...builtInRouteRules, { match: { exact: '/quitline' }, status: 302 as const, target: 'https://quitline.example/' }];
    expect(resolveRequest('/quitline', '', 'exhale.example', { ...opts, rules })).toEqual({
      kind: 'redirect',
      status: 302,
      location: 'https://quitline.example/',
    });
  });
});

describe('rewrites into the locale tree', () => {
  it('maps every route in every locale to its internal path', () => {
    for (const locale of locales) {
      for (const route of Object.keys(pathnames) as InternalPath[]) {
        if (route.includes('[')) continue;
        const result = resolve(publicPath(route, locale));
        expect(result, `${locale} ${route}`).toMatchObject({
          kind: 'rewrite',
          locale,
          route,
          rewriteTo: route === '/' ? `/${locale}` : `/${locale}${route}`,
        });
      }
    }
  });

  it('marks ids of an invalid format, and only those', () => {
    expect(resolve('/posts/how-cravings-pass')).toMatchObject({ route: '/posts/[id]', invalidParam: false });
    expect(resolve('/posts/Not%20Valid')).toMatchObject({ route: '/posts/[id]', invalidParam: true, rewriteTo: '/en/invalid-route' });
    expect(resolve('/de/certificate/abc')).toMatchObject({ route: '/certificate/[id]', invalidParam: true });
    expect(resolve('/de/certificate/AbCdEf123456_-x')).toMatchObject({ invalidParam: false });
    expect(resolve('/unsubscribe/%E0%A4%A')).toMatchObject({ invalidParam: true });
    expect(resolve('/certificate/edit/short')).toMatchObject({ route: '/certificate/edit/[id]', invalidParam: true });
  });

  it('treats unknown paths and other locales’ words as unknown', () => {
    expect(resolve('/hilfe')).toMatchObject({ kind: 'rewrite', route: null, rewriteTo: '/en/hilfe' });
    expect(resolve('/fr/hilfe')).toMatchObject({ route: null, locale: 'fr' });
    expect(resolve('/de/nope/deeper')).toMatchObject({ route: null, rewriteTo: '/de/nope/deeper' });
  });

  it('guards every path containing /admin or /data-deletion', () => {
    expect(resolve('/admin')).toMatchObject({ guarded: true });
    expect(resolve('/pl/admin/email')).toMatchObject({ guarded: true });
    expect(resolve('/data-deletion')).toMatchObject({ guarded: true });
    expect(resolve('/it/data-deletion')).toMatchObject({ guarded: true });
    expect(resolve('/start-data-deletion')).toMatchObject({ guarded: false });
    expect(resolve('/help')).toMatchObject({ guarded: false });
  });

  it('sends the account page (prerendered, the same for everyone) only to a browser with a session cookie', () => {
    expect(resolve('/account')).toMatchObject({ route: '/account', guarded: true });
    expect(resolve('/de/konto')).toMatchObject({ route: '/account', guarded: true });
    expect(resolve('/ru/akkaunt')).toMatchObject({ route: '/account', guarded: true });
    expect(resolve('/posts/account')).toMatchObject({ guarded: false });
  });

  it('answers every id of the certificate editor with its one shell per locale, only with a valid id', () => {
    expect(resolve('/certificate/edit/AbCdEf1234567890')).toMatchObject({ route: '/certificate/edit/[id]', guarded: true, invalidParam: false, rewriteTo: '/en/certificate/edit/shell' });
    expect(resolve('/ru/certificate/edit/Zy_-9876543210abcdefgh')).toMatchObject({ locale: 'ru', guarded: true, rewriteTo: '/ru/certificate/edit/shell' });
    // An id of the wrong format gets the 404 of the invalid route, without a sign-in first.
    expect(resolve('/de/certificate/edit/Bad%20Id!')).toMatchObject({ guarded: false, invalidParam: true, rewriteTo: '/de/invalid-route' });
    // The shell's own id is not an id of the route: its path answers 404 too.
    expect(resolve(`/certificate/edit/${SHELL_ID}`)).toMatchObject({ guarded: false, invalidParam: true, rewriteTo: '/en/invalid-route' });
    // Guarded paths stay guarded whatever follows.
    expect(resolve('/admin/Bad%20Id!')).toMatchObject({ guarded: true });
    // The certificate itself is not a shell.
    expect(resolve('/certificate/AbCdEf1234567890')).toMatchObject({ guarded: false, rewriteTo: '/en/certificate/AbCdEf1234567890' });
  });

  it('keeps the shell id out of every signed-in route with an id', () => {
    const withId = [...SIGNED_IN_ROUTES].filter((route) => route.includes('[id]'));
    expect(withId).toEqual(['/certificate/edit/[id]']);
    for (const route of withId) {
      expect(isValidParam(route as DynamicRoute, SHELL_ID), route).toBe(false);
      expect(idShell(route)).toBe(route.replace('[id]', SHELL_ID));
    }
    expect(idShell('/account')).toBeNull();
    expect(idShell('/certificate/[id]')).toBeNull();
    expect(idShell(null)).toBeNull();
  });
});

describe('publicPath', () => {
  it('prefixes every locale but en and uses the localized words', () => {
    expect(publicPath('/', 'en')).toBe('/');
    expect(publicPath('/', 'de')).toBe('/de');
    expect(publicPath('/help', 'nl')).toBe('/nl/hulp');
    expect(publicPath('/quit-smoking', 'es')).toBe('/es/dejar-de-fumar');
    expect(publicPath('/quit-smoking', 'it')).toBe('/it/smettere-di-fumare');
    expect(publicPath('/quit-smoking', 'pt')).toBe('/pt/parar-de-fumar');
    expect(publicPath('/login', 'fr')).toBe('/fr/login');
  });
});

describe('paths with dots and other unknown names', () => {
  const visitor = () => 'de' as const;
  it.each(['/x.png', '/wp-login.php', '/.env', '/index.html', '/de.json', '/EN', '/x%2Ephp', `/${'a'.repeat(2000)}.js`])(
    '%s is an unknown page in the visitor\'s language, under a valid locale',
    (path) => {
      expect(resolveRequest(path, '', 'exhale.example', opts, visitor)).toMatchObject({ kind: 'rewrite', route: null, locale: 'de', rewriteTo: `/de${path}` });
    },
  );

  it('keeps the language of a prefixed path', () => {
    expect(resolveRequest('/ru/x.js', '', 'exhale.example', opts, visitor)).toMatchObject({ route: null, locale: 'ru', rewriteTo: '/ru/x.js' });
  });

  it('asks for the visitor\'s language only when the path matches no route', () => {
    let asked = false;
    const ask = () => {
      asked = true;
      return 'fr' as const;
    };
    expect(resolveRequest('/help', '', 'exhale.example', opts, ask)).toMatchObject({ locale: 'en', route: '/help' });
    expect(resolveRequest('/posts/x.php', '', 'exhale.example', opts, ask)).toMatchObject({ locale: 'en', invalidParam: true });
    expect(asked).toBe(false);
  });
});
