import { checkTestRoutes, ConfigError, env } from '@/config/env';
import { getDb } from '@/db/client';
import { DataDirInUseError } from '@/db/lock';
import { authSecret } from '@/features/auth/server/auth-secret';
import { startBroadcastWorker } from '@/features/admin/server/email-admin';
import { startMailWorker } from '@/features/mail/server/mailer';
import { startReminderWorker } from '@/features/reminders/server/scheduler';
import { errorFields, log } from '@/lib/logger';

export async function startServer(): Promise<void> {
  try {
    const config = env();
    checkTestRoutes(config);
    authSecret(config);
    const database = await getDb();
    startMailWorker(database.db);
    startBroadcastWorker(database.db);
    startReminderWorker(database.db);
    log.info('server ready', { database: database.kind, site: config.SITE_URL, smtp: Boolean(config.SMTP_URL) });
    const close = () => {
      void database.close().finally(() => process.exit(0));
    };
    process.once('SIGTERM', close);
    process.once('SIGINT', close);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirInUseError) {
      process.stderr.write(`${error.message}\n`);
    } else {
      log.error('server start failed', errorFields(error));
    }
    process.exit(1);
  }
}
