import 'server-only';
import { createDatabase, type Database } from './create';
import { env } from '@/config/env';

// Created on first use, never at import time, so `next build` never opens the data directory.
let database: Promise<Database> | undefined;

export function getDb(): Promise<Database> {
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    throw new Error('the database is not available during the build');
  }
  database ??= (async () => {
    const config = env();
    return createDatabase(
      config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dataDir: config.DATA_DIR },
    );
  })().catch((error: unknown) => {
    database = undefined;
    throw error;
  });
  return database;
}
