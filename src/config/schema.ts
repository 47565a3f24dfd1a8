import { z } from 'zod';
import { DEFAULT_PRICES, parsePrices } from '../features/purchases/prices.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const routeRuleSchema = z.object({
  match: z.union([
    z.object({ exact: z.string().startsWith('/') }),
    z.object({ prefix: z.string().startsWith('/') }),
    z.object({ contains: z.string().min(2) }),
  ]),
  status: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]),
  target: z.string().refine((t) => t.startsWith('/') || /^https?:\/\//.test(t), {
    message: 'must be a path starting with / or an http(s) URL',
  }),
});
export type RouteRule = z.infer<typeof routeRuleSchema>;

const httpUrl = z.url({ protocol: /^https?$/, message: 'must be an absolute http(s) URL' });

// Every variable the server reads. `.env.example` documents each one; src/config/env.test.ts keeps
// the two in step.
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SITE_URL: z
    .url({ protocol: /^https?$/, message: 'must be an absolute http(s) URL such as https://exhale.example' })
    .default('http://localhost:3000')
    .transform((u) => u.replace(/\/+$/, '')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  BUILD_CHECK_INTERVAL_MS: z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int()
    .min(10_000, 'must be at least 10000 (10 s)')
    .max(86_400_000, 'must be at most 86400000 (one day)')
    .default(3_600_000),
  LOCALE_COOKIE_DOMAIN: z
    .string()
    .regex(/^\.?[a-z0-9.-]+$/i, 'must be a domain such as .exhale.example')
    .optional(),
  LOCALE_COOKIE_CROSS_SITE: bool.default(false),
  ROUTE_RULES: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (!raw) return [] as RouteRule[];
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a JSON array of route rules' });
        return z.NEVER;
      }
      const result = z.array(routeRuleSchema).safeParse(parsed);
      if (!result.success) {
        ctx.addIssue({ code: 'custom', message: `has an invalid rule: ${result.error.issues[0]?.message}` });
        return z.NEVER;
      }
      return result.data;
    }),
  E2E_TEST_ROUTES: bool.default(false),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters (for example: openssl rand -base64 32)').optional(),
  ADMIN_EMAILS: z
    .string()
    .optional()
    .transform((raw) => (raw ?? '').split(',').map((e) => e.trim().toLowerCase()).filter(Boolean)),
  PASSWORD_MIN_LENGTH: z.coerce.number({ message: 'must be a number' }).int().min(6, 'must be at least 6').max(128).default(8),
  PASSWORD_MAX_LENGTH: z.coerce.number({ message: 'must be a number' }).int().min(8).max(256, 'must be at most 256').default(128),
  PASSWORD_REQUIRE_LOWERCASE: bool.default(false),
  PASSWORD_REQUIRE_UPPERCASE: bool.default(false),
  PASSWORD_REQUIRE_NUMBER: bool.default(false),
  PASSWORD_REQUIRE_SYMBOL: bool.default(false),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example:465')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Exhale <hello@exhale.invalid>'),
  /** How long an instance's claim on an email holds: after a crash, another instance sends it then. */
  OUTBOX_CLAIM_SECONDS: z.coerce.number({ message: 'must be a number of seconds' }).int().min(10, 'must be at least 10').max(3600, 'must be at most 3600').default(300),
  TRUSTED_IP_HEADER: z
    .string()
    .regex(/^[a-z0-9-]+$/i, 'must be a header name such as x-forwarded-for')
    .transform((h) => h.toLowerCase())
    .optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_DISCOVERY_URL: httpUrl.default('https://accounts.google.com/.well-known/openid-configuration'),
  APPLE_CLIENT_ID: z.string().min(1).optional(),
  APPLE_CLIENT_SECRET: z.string().min(1).optional(),
  APPLE_DISCOVERY_URL: httpUrl.default('https://appleid.apple.com/.well-known/openid-configuration'),
  APPLE_RESPONSE_MODE: z.enum(['form_post', 'query']).default('form_post'),
  STORYBLOK_TOKEN: z.string().min(1).optional(),
  STORYBLOK_PREVIEW_TOKEN: z.string().min(1).optional(),
  STORYBLOK_OAUTH_TOKEN: z.string().min(1).optional(),
  STORYBLOK_REGION: z.enum(['eu', 'us', 'ca', 'ap', 'cn']).default('eu'),
  STORYBLOK_API_URL: httpUrl.transform((u) => u.replace(/\/+$/, '')).optional(),
  STORYBLOK_TIMEOUT_SECONDS: z.coerce.number({ message: 'must be a number of seconds' }).int().min(1, 'must be at least 1').max(120, 'must be at most 120').default(10),
  STORYBLOK_VERSION_CHECK_SECONDS: z.coerce.number({ message: 'must be a number of seconds' }).int().min(1, 'must be at least 1').max(86_400).default(60),
  STORYBLOK_DEFAULT_LANGUAGE: z.enum(['en', 'de', 'fr', 'nl', 'es', 'ru', 'it', 'pt', 'pl']).default('en'),
  STORYBLOK_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  PAYMENTS: z.enum(['off', 'test', 'stripe'], { message: 'must be off, test or stripe' }).default('off'),
  PRICES: z
    .string()
    .default(DEFAULT_PRICES)
    .transform((raw, ctx) => {
      const parsed = parsePrices(raw);
      if (parsed.ok) return parsed.prices;
      ctx.addIssue({ code: 'custom', message: parsed.problem });
      return z.NEVER;
    }),
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\w+$/, 'must be the webhook signing secret (whsec_…)').optional(),
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a URL-safe base64 P-256 public key (npx web-push generate-vapid-keys)').optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a URL-safe base64 P-256 private key (npx web-push generate-vapid-keys)').optional(),
  VAPID_SUBJECT: z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL').optional(),
  REMINDER_INTERVAL_SECONDS: z.coerce.number({ message: 'must be a number of seconds' }).int().min(10, 'must be at least 10').max(3600, 'must be at most 3600').default(60),
  /** Only for tests: where the Stripe SDK sends its calls (a local stand-in). */
  STRIPE_API_URL: httpUrl.optional(),
  /** The app's listings in the app stores, linked from /install only when set. */
  APP_STORE_URL: httpUrl.optional(),
  PLAY_STORE_URL: httpUrl.optional(),
  /** A self-hosted Plausible-compatible script, loaded only after consent to analytics. */
  ANALYTICS_SCRIPT_URL: httpUrl.optional(),
  ANALYTICS_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, 'must be a site name as the analytics server knows it, e.g. exhale.example')
    .optional(),
  /** The bearer token of GET /api/metrics (Prometheus); unset, the endpoint answers 404. */
  METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters (for example: openssl rand -hex 24)').optional(),
  /** How long a stopping server (SIGTERM) keeps taking requests, readiness 503, before it stops accepting. */
  SHUTDOWN_DELAY_SECONDS: z.coerce.number({ message: 'must be a number of seconds' }).int().min(0).max(60, 'must be at most 60').default(1),
  /** How long a stopping server (SIGTERM) lets the requests in flight finish before it cuts them. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number({ message: 'must be a number of seconds' }).int().min(1, 'must be at least 1').max(600, 'must be at most 600').default(10),
}).superRefine((config, ctx) => {
  if (Boolean(config.VAPID_PUBLIC_KEY) !== Boolean(config.VAPID_PRIVATE_KEY))
    ctx.addIssue({ code: 'custom', path: ['VAPID_PUBLIC_KEY'], message: 'and VAPID_PRIVATE_KEY must be set together' });
  if (config.PAYMENTS === 'stripe' && (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET))
    ctx.addIssue({ code: 'custom', path: ['PAYMENTS'], message: 'is stripe, which needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET' });
});

export type Env = z.infer<typeof envSchema>;
