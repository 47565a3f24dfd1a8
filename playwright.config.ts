import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/lib/chromium.mjs';
import { consentCookie } from './e2e/consent-cookie';
import { SERVER_ENV, SERVER_NODE_ARGS } from './scripts/lib/server-node-args.mjs';

const port = Number(process.env.E2E_PORT ?? 3211);
const baseURL = `http://localhost:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? '.test-data/e2e';
const oidcPort = Number(process.env.OIDC_PORT ?? 3299);
const discovery = `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`;
const smtpPort = Number(process.env.SMTP_PORT ?? 3297);
const smtpHttpPort = Number(process.env.SMTP_HTTP_PORT ?? 3296);
// The second pass (scripts/e2e.mjs) runs e2e/storyblok/ against a build whose stories come from
// a local stand-in for Storyblok's API; the first pass runs everything else on local stories.
const storyblok = process.env.E2E_CONTENT === 'storyblok';
const storyblokPort = Number(process.env.STORYBLOK_FAKE_PORT ?? 3295);
// Stripe's API and hosted checkout, for a browser switched to Stripe payments (e2e/purchases.spec.ts).
const stripePort = Number(process.env.STRIPE_STAND_IN_PORT ?? 3294);
const stripeWebhookSecret = 'whsec_e2e0123456789';
const storyblokEnv = {
  STORYBLOK_TOKEN: 'fake-public-token',
  STORYBLOK_PREVIEW_TOKEN: 'fake-preview-token',
  STORYBLOK_API_URL: `http://127.0.0.1:${storyblokPort}/v2`,
  STORYBLOK_WEBHOOK_SECRET: 'e2e-webhook-secret-0123456789',
  // Long enough that only the webhook can refresh the cache within a test.
  STORYBLOK_VERSION_CHECK_SECONDS: '3600',
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.E2E_REPORT ? [['list'], ['json', { outputFile: process.env.E2E_REPORT }]] : [['list']],
  // CI runs two workers, two servers and two browsers on two cores: the journeys that take 15–20 s
  // on an idle machine pass 30 s there, so CI gives each test and each expectation more time.
  timeout: process.env.CI ? 90_000 : 30_000,
  expect: { timeout: process.env.CI ? 15_000 : 7_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // Every browser starts with the cookie choice made ("necessary only"), so the consent banner
    // does not cover what tests click; e2e/consent.spec.ts clears it to test the banner itself.
    storageState: { cookies: [consentCookie('localhost')], origins: [] },
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: storyblok
    ? [{ name: 'storyblok', use: { ...devices['Desktop Chrome'], channel: undefined }, testMatch: /storyblok\/.*\.spec\.ts/ }]
    : [
        { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: [/.*\.phone\.spec\.ts/, /storyblok\//] },
        { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined }, testMatch: /.*\.phone\.spec\.ts/ },
      ],
  webServer: [
    ...(storyblok
      ? [
          {
            command: 'node e2e/fake-storyblok.mjs',
            url: `http://127.0.0.1:${storyblokPort}/health`,
            reuseExistingServer: false,
            timeout: 20_000,
            env: { STORYBLOK_FAKE_PORT: String(storyblokPort) },
          },
        ]
      : []),
    {
      // The mail server the app sends to; tests read the received messages from it.
      command: 'node e2e/smtp-catcher.mjs',
      url: `http://127.0.0.1:${smtpHttpPort}/health`,
      reuseExistingServer: false,
      timeout: 20_000,
      env: { SMTP_PORT: String(smtpPort), SMTP_HTTP_PORT: String(smtpHttpPort) },
    },
    {
      // Google and Apple stand-in: must be up before the app reads its discovery document.
      command: 'node e2e/oidc-provider.mjs',
      url: discovery,
      reuseExistingServer: false,
      timeout: 20_000,
      env: { OIDC_PORT: String(oidcPort) },
    },
    {
      command: 'node e2e/stripe-stand-in.mjs',
      url: `http://127.0.0.1:${stripePort}/health`,
      reuseExistingServer: false,
      timeout: 20_000,
      env: { STRIPE_STAND_IN_PORT: String(stripePort), STRIPE_WEBHOOK_URL: `${baseURL}/api/purchases/stripe-webhook`, STRIPE_WEBHOOK_SECRET: stripeWebhookSecret },
    },
    {
      command: ['node', ...SERVER_NODE_ARGS, 'server.mjs'].join(' '),
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...SERVER_ENV,
        NODE_ENV: 'production',
        PORT: String(port),
        SITE_URL: baseURL,
        DATA_DIR: dataDir,
        E2E_TEST_ROUTES: 'true',
        ADMIN_EMAILS: 'operator@e2e.exhale.test',
        LOG_LEVEL: 'warn',
        // Tests give themselves client addresses, to test and to stay clear of rate limits.
        TRUSTED_IP_HEADER: 'x-forwarded-for',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: 'Exhale <hello@e2e.exhale.test>',
        // CI's second pass runs the app on PostgreSQL (scripts/e2e.mjs makes the database).
        ...(process.env.E2E_APP_DATABASE_URL
          ? { DATABASE_URL: process.env.E2E_APP_DATABASE_URL, AUTH_SECRET: 'e2e-only-secret-of-at-least-32-characters' }
          : {}),
        ROUTE_RULES: JSON.stringify([
          { match: { exact: '/e2e/external' }, status: 302, target: 'https://quitline.invalid/' },
          { match: { exact: '/e2e/internal' }, status: 308, target: '/de/hilfe' },
        ]),
        GOOGLE_CLIENT_ID: 'google-e2e',
        GOOGLE_CLIENT_SECRET: 'google-e2e-secret',
        GOOGLE_DISCOVERY_URL: discovery,
        APPLE_CLIENT_ID: 'apple-e2e',
        APPLE_CLIENT_SECRET: 'apple-e2e-secret',
        APPLE_DISCOVERY_URL: discovery,
        // The test provider answers in the query only; Apple itself posts the answer back.
        APPLE_RESPONSE_MODE: 'query',
        // Payments stay off; a browser with the e2e payments cookie buys through the stand-in.
        STRIPE_SECRET_KEY: 'sk_test_e2e0123456789',
        STRIPE_WEBHOOK_SECRET: stripeWebhookSecret,
        STRIPE_API_URL: `http://127.0.0.1:${stripePort}`,
        // A statistics script on another origin (served by the mail stand-in), loaded only after consent.
        ANALYTICS_SCRIPT_URL: `http://127.0.0.1:${smtpHttpPort}/analytics.js`,
        ANALYTICS_DOMAIN: 'e2e.exhale.test',
        ...(storyblok ? storyblokEnv : {}),
      },
    },
  ],
});
