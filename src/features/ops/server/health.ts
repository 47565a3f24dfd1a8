import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { env } from '@/config/env';
import { pendingMigrations } from '@/db/create';
import { getDb } from '@/db/client';
import { outboxFigures } from '@/features/mail/server/outbox';
import { reminderBacklog } from '@/features/reminders/server/store';
import { errorFields, log } from '@/lib/logger';
import { lifecycle } from '@/lib/server/lifecycle';
import { metrics } from '@/lib/server/metrics';

// What the load balancer and the monitoring ask of an instance (README, "Running in production").

const NO_STORE = { 'Cache-Control': 'no-store' };

/** Liveness: 200 when the database answers, 503 when it does not. */
export async function liveness(): Promise<Response> {
  const started = performance.now();
  try {
    const database = await getDb();
    await database.ping();
    return Response.json(
      { status: 'ok', database: 'up', driver: database.kind, latencyMs: Math.round((performance.now() - started) * 10) / 10 },
      { headers: NO_STORE },
    );
  } catch (error) {
    log.error('health check failed', errorFields(error));
    return Response.json({ status: 'error', database: 'down' }, { status: 503, headers: NO_STORE });
  }
}

/**
 * Readiness: 200 when this instance should be given requests: the database answers, every
 * migration of this build is applied, and the server is not shutting down. 503 otherwise, with
 * the reason.
 */
export async function readiness(): Promise<Response> {
  if (lifecycle().draining) return Response.json({ status: 'draining' }, { status: 503, headers: NO_STORE });
  try {
    const database = await getDb();
    const pending = await pendingMigrations(database.db);
    if (pending > 0) return Response.json({ status: 'migrations pending', pending }, { status: 503, headers: NO_STORE });
    return Response.json({ status: 'ready', driver: database.kind }, { headers: NO_STORE });
  } catch (error) {
    log.error('readiness check failed', errorFields(error));
    return Response.json({ status: 'database down' }, { status: 503, headers: NO_STORE });
  }
}

function tokenMatches(header: string | null, token: string): boolean {
  const given = Buffer.from(header?.match(/^Bearer (.+)$/)?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The Prometheus metrics, for a scraper with `Authorization: Bearer <METRICS_TOKEN>`. Without
 * METRICS_TOKEN the endpoint does not exist (404); a wrong or missing token is 401.
 */
export async function metricsResponse(authorization: string | null): Promise<Response> {
  const token = env().METRICS_TOKEN;
  if (!token) return new Response('Not found\n', { status: 404, headers: NO_STORE });
  if (!tokenMatches(authorization, token)) {
    return new Response('Unauthorized\n', { status: 401, headers: { ...NO_STORE, 'WWW-Authenticate': 'Bearer realm="metrics"' } });
  }
  const figures = metrics();
  figures.draining.set(lifecycle().draining ? 1 : 0);
  try {
    const database = await getDb();
    const [outbox, backlog] = await Promise.all([outboxFigures(database.db), reminderBacklog(database.db)]);
    for (const [status, count] of Object.entries(outbox.byStatus)) figures.outbox.set({ status }, count);
    figures.outboxOldestPendingSeconds.set(outbox.oldestDueSeconds);
    figures.reminderBacklog.set(backlog);
    const pool = database.pool();
    if (pool) for (const [state, count] of Object.entries(pool)) figures.databasePool.set({ state }, count);
  } catch (error) {
    // The process's own figures are still worth a scrape; the database's stay at their last values.
    log.error('metrics: the database figures could not be read', errorFields(error));
  }
  return new Response(await figures.registry.metrics(), { headers: { ...NO_STORE, 'Content-Type': figures.registry.contentType } });
}
