import { getDb } from '@/db/client';
import { errorFields, log } from '@/lib/logger';

export const dynamic = 'force-dynamic';

// For load balancers: 200 when the database answers, 503 when it does not.
export async function GET() {
  const started = performance.now();
  try {
    const database = await getDb();
    await database.ping();
    return Response.json(
      { status: 'ok', database: 'up', driver: database.kind, latencyMs: Math.round((performance.now() - started) * 10) / 10 },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  } catch (error) {
    log.error('health check failed', errorFields(error));
    return Response.json({ status: 'error', database: 'down' }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  }
}
