import { envSchema, type Env } from './schema';

let cached: Env | undefined;

export class ConfigError extends Error {}

/** Parses the environment once; the message names the variable and what is wrong with it. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty value means "not set", as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const name = String(issue.path[0] ?? 'environment');
  const shown = name in cleaned ? ` (got ${JSON.stringify(cleaned[name])})` : '';
  throw new ConfigError(`Invalid configuration: ${name} ${issue.message}${shown}`);
}

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** For tests that change the environment between cases. */
export function resetEnvCache(): void {
  cached = undefined;
}
