import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/config/env';
import { authSecret } from './auth-secret';

describe('auth secret', () => {
  it('uses AUTH_SECRET when it is set', () => {
    expect(authSecret(parseEnv({ AUTH_SECRET: 's'.repeat(40) }))).toBe('s'.repeat(40));
  });

  it('makes one for the embedded set-up, keeps it private in DATA_DIR and reuses it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'exhale-secret-'));
    try {
      const config = parseEnv({ DATA_DIR: dir });
      const first = authSecret(config);
      expect(first.length).toBeGreaterThanOrEqual(40);
      expect(statSync(join(dir, 'auth-secret')).mode & 0o777).toBe(0o600);
      expect(authSecret(config)).toBe(first);
      expect(readFileSync(join(dir, 'auth-secret'), 'utf8')).toBe(first);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is required in production with a shared database', () => {
    const config = parseEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/exhale' });
    expect(() => authSecret(config)).toThrow('Invalid configuration: AUTH_SECRET is required when DATABASE_URL is set in production');
  });
});
