import { checkTestRoutes, ConfigError, env } from '@/config/env';
import { getDb } from '@/db/client';
import { DataDirInUseError } from '@/db/lock';
import { authSecret } from '@/features/auth/server/auth-secret';
import { signedInReads } from '@/app/api/signed-in-reads';
import { fastReadOf } from '@/features/auth/server/signed-in-read';
import { startBroadcastWorker } from '@/features/admin/server/email-admin';
import { startMailWorker } from '@/features/mail/server/mailer';
import { startReminderWorker } from '@/features/reminders/server/scheduler';
import { errorFields, log } from '@/lib/logger';
import { fastReads } from '@/lib/server/fast-reads';
import { lifecycle } from '@/lib/server/lifecycle';

export async function startServer(): Promise<void> {
  try {
    const config = env();
    checkTestRoutes(config);
    authSecret(config);
    const database = await getDb();
    const workers = [startMailWorker(database.db), startBroadcastWorker(database.db), startReminderWorker(database.db)];
    // The signed-in pages' data calls, for server.mjs to answer without the route machinery.
    for (const [path, read] of Object.entries(signedInReads)) {
      if (path.includes('[...') || path.includes('[[')) throw new Error(`a signed-in read cannot have a catch-all segment: ${path}`);
      fastReads().set(path, fastReadOf(read));
    }
    log.info('server ready', { database: database.kind, site: config.SITE_URL, smtp: Boolean(config.SMTP_URL) });
    const state = lifecycle();
    // The workers' running rounds end (an email batch puts back what it has not sent), then the
    // database closes: the embedded one releases its data directory for the next start.
    state.shutdown = async () => {
      state.draining = true;
      await Promise.allSettled(workers.map((stop) => stop()));
      await database.close();
    };
    // Under server.mjs the HTTP server drains first and calls `shutdown` itself (`next start`, `next dev`: here).
    if (!state.drainedByServer) {
      const close = () => void state.shutdown!().finally(() => process.exit(0));
      process.once('SIGTERM', close);
      process.once('SIGINT', close);
    }
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirInUseError) {
      process.stderr.write(`${error.message}\n`);
    } else {
      log.error('server start failed', errorFields(error));
    }
    process.exit(1);
  }
}
