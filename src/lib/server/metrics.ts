// The process's Prometheus metrics (prom-client), served at GET /api/metrics. Kept on globalThis:
// server.mjs counts every request (fast path or Next.js), and the metrics route, in Next.js's
// bundle, reads the same registry. No 'server-only': server.mjs loads this file outside the bundler.
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export interface Metrics {
  registry: Registry;
  /** Requests by method, route (the route's pattern, never the raw path) and status. */
  requests: Histogram<'method' | 'route' | 'status'>;
  /** Figures read from the database when the metrics are scraped. */
  outbox: Gauge<'status'>;
  outboxOldestPendingSeconds: Gauge;
  reminderBacklog: Gauge;
  databasePool: Gauge<'state'>;
  draining: Gauge;
}

const KEY = Symbol.for('exhale.metrics');
const registry = globalThis as typeof globalThis & { [KEY]?: Metrics };

function create(): Metrics {
  const metrics = new Registry();
  collectDefaultMetrics({ register: metrics, prefix: 'exhale_' });
  const registers = [metrics];
  return {
    registry: metrics,
    requests: new Histogram({
      name: 'exhale_http_request_duration_seconds',
      help: 'Time from a request to the end of its answer, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    outbox: new Gauge({ name: 'exhale_outbox_emails', help: 'Emails in the outbox by status.', labelNames: ['status'], registers }),
    outboxOldestPendingSeconds: new Gauge({
      name: 'exhale_outbox_oldest_due_seconds',
      help: 'Age of the oldest email that is due and not sent yet (0 when none is waiting).',
      registers,
    }),
    reminderBacklog: new Gauge({ name: 'exhale_reminders_due', help: 'People whose reminders are due and not yet looked at.', registers }),
    databasePool: new Gauge({
      name: 'exhale_database_pool_connections',
      help: 'The PostgreSQL connection pool: total, idle, waiting (queries waiting for a connection) and max.',
      labelNames: ['state'],
      registers,
    }),
    draining: new Gauge({ name: 'exhale_draining', help: '1 while the server shuts down (SIGTERM), else 0.', registers }),
  };
}

export function metrics(): Metrics {
  registry[KEY] ??= create();
  return registry[KEY];
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Records one answered request; unknown methods are counted as OTHER, so labels stay few. */
export function recordRequest(method: string | undefined, route: string, status: number, seconds: number): void {
  metrics().requests.observe({ method: METHODS.has(method ?? '') ? method! : 'OTHER', route, status: String(status) }, seconds);
}

/**
 * The route pattern of an API path, from the build's route list (`/api/certificates/[id]`), so
 * that ids never become labels. Patterns with more static segments win.
 */
export function apiRouteMatcher(routes: string[]): (pathname: string) => string | null {
  const compiled = routes
    .filter((route) => route.startsWith('/api/'))
    .map((route) => ({
      route,
      statics: route.split('/').filter((part) => part && !part.startsWith('[')).length,
      pattern: new RegExp(
        `^${route
          .split('/')
          .map((part) => (part.startsWith('[[...') ? '(?:/.*)?' : part.startsWith('[...') ? '/.+' : part.startsWith('[') ? '/[^/]+' : part ? `/${part.replace(/[.*+?^${}()|\\]/g, '\\$&')}` : ''))
          .join('')}/?$`,
      ),
    }))
    .sort((a, b) => b.statics - a.statics);
  return (pathname) => compiled.find((entry) => entry.pattern.test(pathname))?.route ?? null;
}
