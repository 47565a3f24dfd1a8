import { currentBuild } from '@/features/shell/server/build-info';

export const dynamic = 'force-dynamic';

// Polled by open pages to notice a new deployment; never cached anywhere.
export function GET() {
  return Response.json(currentBuild(), {
    headers: { 'Cache-Control': 'no-store, max-age=0', Vary: '*' },
  });
}
