import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkTestRoutes, parseEnv } from './env';
import { envSchema } from './schema';

describe('configuration', () => {
  it('runs on its embedded defaults with nothing set', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      SITE_URL: 'http://localhost:3000',
      DATA_DIR: '.data',
      BUILD_CHECK_INTERVAL_MS: 3_600_000,
      LOCALE_COOKIE_CROSS_SITE: false,
      ROUTE_RULES: [],
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('takes the site address from the port when SITE_URL is not set', () => {
    expect(parseEnv({ PORT: '3100' }).SITE_URL).toBe('http://localhost:3100');
    expect(parseEnv({ PORT: '3100', SITE_URL: 'https://exhale.example/' }).SITE_URL).toBe('https://exhale.example');
    expect(parseEnv({}).SITE_URL).toBe('http://localhost:3000');
  });

  it('refuses the test routes unless the site is this machine', () => {
    expect(() => checkTestRoutes(parseEnv({ E2E_TEST_ROUTES: 'true', SITE_URL: 'https://exhale.example' }))).toThrow(/E2E_TEST_ROUTES .* loopback address \(got "https:\/\/exhale.example"\)/);
    for (const site of ['http://localhost:3211', 'http://127.0.0.1:3211', 'http://[::1]:3211']) expect(() => checkTestRoutes(parseEnv({ E2E_TEST_ROUTES: 'true', SITE_URL: site }))).not.toThrow();
    expect(() => checkTestRoutes(parseEnv({ SITE_URL: 'https://exhale.example' }))).not.toThrow();
  });

  it('names the variable and the value in one line when a value is bad', () => {
    expect(() => parseEnv({ SITE_URL: 'not a url' })).toThrow(/^Invalid configuration: SITE_URL .*\(got "not a url"\)$/);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must be a postgres/);
    expect(() => parseEnv({ BUILD_CHECK_INTERVAL_MS: '5' })).toThrow(/BUILD_CHECK_INTERVAL_MS must be at least 10000/);
    expect(() => parseEnv({ ROUTE_RULES: '[{' })).toThrow(/ROUTE_RULES must be a JSON array/);
    expect(() => parseEnv({ ROUTE_RULES: '[{"match":{"exact":"/a"},"status":200,"target":"/b"}]' })).toThrow(
      /ROUTE_RULES has an invalid rule/,
    );
    expect(() => parseEnv({ LOCALE_COOKIE_CROSS_SITE: 'maybe' })).toThrow(/LOCALE_COOKIE_CROSS_SITE/);
  });

  it('switches payments off by default, with a price per currency, and checks what an operator sets', () => {
    expect(parseEnv({})).toMatchObject({ PAYMENTS: 'off', PRICES: { EUR: 1900, GBP: 1700, USD: 1900, PLN: 7900 } });
    expect(parseEnv({ PAYMENTS: 'test', PRICES: 'EUR=9.90' })).toMatchObject({ PAYMENTS: 'test', PRICES: { EUR: 990 } });
    expect(() => parseEnv({ PAYMENTS: 'paypal' })).toThrow(/PAYMENTS must be off, test or stripe/);
    expect(() => parseEnv({ PRICES: 'EUR=19,EUR=20' })).toThrow(/PRICES names EUR twice/);
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'secret' })).toThrow(/STRIPE_SECRET_KEY must be a Stripe secret key/);
    expect(() => parseEnv({ PAYMENTS: 'stripe' })).toThrow(/PAYMENTS is stripe, which needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/);
    expect(parseEnv({ PAYMENTS: 'stripe', STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' }).PAYMENTS).toBe('stripe');
  });

  it('parses operator route rules', () => {
    const env = parseEnv({ ROUTE_RULES: '[{"match":{"prefix":"/old"},"status":308,"target":"https://example.org/"}]' });
    expect(env.ROUTE_RULES).toEqual([{ match: { prefix: '/old' }, status: 308, target: 'https://example.org/' }]);
  });

  it('documents every variable in .env.example', () => {
    const example = readFileSync('.env.example', 'utf8');
    for (const name of Object.keys(envSchema.shape)) expect(example, name).toMatch(new RegExp(`^#? ?${name}=`, 'm'));
  });
});
