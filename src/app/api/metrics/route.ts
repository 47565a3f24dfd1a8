import { metricsResponse } from '@/features/ops/server/health';

export const dynamic = 'force-dynamic';

// Prometheus metrics, behind a bearer token (METRICS_TOKEN).
export function GET(request: Request) {
  return metricsResponse(request.headers.get('authorization'));
}
