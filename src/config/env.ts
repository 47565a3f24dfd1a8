import { envSchema, type Env } from './schema';

let cached: Env | undefined;

export class ConfigError extends Error {}

/** Parses the environment once; the message names the variable and what is wrong with it. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty value means "not set", as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  // Without SITE_URL the site is this machine on the port the server listens on, so links in
  // emails and the start message point where the server is.
  if (!cleaned.SITE_URL && /^\d+$/.test(cleaned.PORT ?? '')) cleaned.SITE_URL = `http://localhost:${cleaned.PORT}`;
  const result = envSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const name = String(issue.path[0] ?? 'environment');
  const shown = name in cleaned ? ` (got ${JSON.stringify(cleaned[name])})` : '';
  throw new ConfigError(`Invalid configuration: ${name} ${issue.message}${shown}`);
}

/** Whether an address is this machine (localhost, 127.0.0.0/8, ::1). */
export function isLoopback(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '[::1]';
}

/**
 * E2E_TEST_ROUTES lets a cookie move the server's clock and opens test-only pages: refused unless
 * the site is this machine, so a deployment cannot run with it switched on by mistake.
 */
export function checkTestRoutes(config: Env): void {
  if (config.E2E_TEST_ROUTES && !isLoopback(config.SITE_URL)) {
    throw new ConfigError(`Invalid configuration: E2E_TEST_ROUTES is for end-to-end tests on this machine only; unset it, or SITE_URL must be a loopback address (got "${config.SITE_URL}")`);
  }
}

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** For tests that change the environment between cases. */
export function resetEnvCache(): void {
  cached = undefined;
}
