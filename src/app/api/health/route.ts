import { liveness } from '@/features/ops/server/health';

export const dynamic = 'force-dynamic';

// Liveness, for load balancers and HEALTHCHECK: 200 when the database answers, 503 when it does not.
export function GET() {
  return liveness();
}
