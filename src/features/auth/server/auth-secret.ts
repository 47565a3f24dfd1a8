import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from '@/config/env';
import type { Env } from '@/config/schema';

/**
 * The secret that signs sessions: AUTH_SECRET, or for the embedded single-process set-up one made
 * on first start and kept in DATA_DIR. Several instances on one PostgreSQL must share a configured
 * secret, so production with DATABASE_URL requires it.
 */
export function authSecret(config: Env): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  if (config.NODE_ENV === 'production' && config.DATABASE_URL) {
    throw new ConfigError('Invalid configuration: AUTH_SECRET is required when DATABASE_URL is set in production');
  }
  const file = join(config.DATA_DIR, 'auth-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(config.DATA_DIR, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}
