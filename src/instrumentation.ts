// Runs once when the server starts: validate the configuration and open (and migrate) the database,
// so that a bad setting or a busy data directory stops the start with one clear line.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startServer } = await import('./server-start');
  await startServer();
}

// Server errors as structured log lines, with the request id the proxy assigned.
export async function onRequestError(
  error: unknown,
  request: { path: string; method: string; headers: Record<string, string | string[] | undefined> },
  context: { routePath: string; routeType: string },
) {
  const { errorFields, log } = await import('./lib/logger');
  log.error('request failed', {
    requestId: request.headers['x-request-id'],
    method: request.method,
    path: request.path,
    route: context.routePath,
    routeType: context.routeType,
    ...errorFields(error),
  });
}
