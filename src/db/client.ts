import 'server-only';
import { createDatabase, type Database } from './create';
import { env } from '@/config/env';

// Created on first use, never at import time, so `next build` never opens the data directory.
// Kept on globalThis: the bundler may load this module more than once in one server process
// (route handlers, pages and instrumentation are separate bundles), and two PGlite instances on
// one data directory corrupt it.
const registry = globalThis as typeof globalThis & { [key: symbol]: Promise<Database> | undefined };
const KEY = Symbol.for('exhale.database');

export function getDb(): Promise<Database> {
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    throw new Error('the database is not available during the build');
  }
  registry[KEY] ??= (async () => {
    const config = env();
    return createDatabase(
      config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dataDir: config.DATA_DIR },
    );
  })().catch((error: unknown) => {
    registry[KEY] = undefined;
    throw error;
  });
  return registry[KEY];
}

/**
 * A feature function that takes the database first, as routes call it: on the app's database.
 * Features export these for their routes (routes never import the database themselves).
 */
export function onAppDb<A extends unknown[], R>(run: (db: Database['db'], ...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return async (...args) => run((await getDb()).db, ...args);
}
