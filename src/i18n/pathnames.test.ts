import { describe, expect, it } from 'vitest';
import { locales } from './locales';
import { pathnames, publicPath, routeOfPublicPath, type InternalPath } from './pathnames';

describe('public paths', () => {
  it('round-trip for every route in every locale', () => {
    for (const locale of locales) {
      for (const route of Object.keys(pathnames) as InternalPath[]) {
        const params = route.includes('[id]') ? { id: 'AbC-123_x' } : undefined;
        const path = publicPath(route, locale, params);
        expect(routeOfPublicPath(path), path).toEqual({ locale, route, params: params ?? {} });
      }
    }
  });

  it('does not know paths that are not routes', () => {
    expect(routeOfPublicPath('/hilfe')).toBeNull();
    expect(routeOfPublicPath('/de/help/more')).toBeNull();
  });
});
