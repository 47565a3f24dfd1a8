import { readiness } from '@/features/ops/server/health';

export const dynamic = 'force-dynamic';

// Readiness: 200 when this instance should get traffic (database up, migrations applied, not stopping).
export function GET() {
  return readiness();
}
