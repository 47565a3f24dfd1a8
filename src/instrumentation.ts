// Runs once when the server starts: validate the configuration and open (and migrate) the database,
// so that a bad setting or a busy data directory stops the start with one clear line.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startServer } = await import('./server-start');
  await startServer();
}
