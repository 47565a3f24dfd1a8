import { env } from '@/config/env';
import { currentBuild } from '@/features/shell/server/build-info';
import { builtInRouteRules } from '@/i18n/route-rules';

export const dynamic = 'force-dynamic';

// The route rules of a build. Only the running build is known; other ids are 404.
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const build = currentBuild();
  if (file !== `${build.id}.json`) {
    return Response.json({ error: 'not-found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  }
  return Response.json(
    { id: build.id, timestamp: build.timestamp, routeRules: [...builtInRouteRules, ...env().ROUTE_RULES] },
    { headers: { 'Cache-Control': 'public, max-age=300' } },
  );
}
