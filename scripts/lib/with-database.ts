// The database of the configuration for a command-line tool (npm run admin, npm run seed): the
// embedded one of DATA_DIR (only while the server is stopped) or DATABASE_URL, opened, handed to
// the command, and closed; the usual failures said in one line, and the exit code set.
import { ConfigError, parseEnv } from '../../src/config/env';
import type { Env } from '../../src/config/schema';
import { createDatabase, type Database } from '../../src/db/create';
import { DataDirInUseError } from '../../src/db/lock';

export function runWithDatabase(command: (database: Database, config: Env) => Promise<number>, inUseHint = ''): void {
  (async () => {
    const config = parseEnv(process.env);
    const database = await createDatabase(config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dataDir: config.DATA_DIR });
    try {
      return await command(database, config);
    } finally {
      await database.close();
    }
  })()
    .then((code) => process.exit(code))
    .catch((error: unknown) => {
      if (error instanceof DataDirInUseError) {
        console.error(`${error.message}.\nThe server is running on the embedded database: stop it, run this command again, then start it.${inUseHint}`);
      } else if (error instanceof ConfigError) {
        console.error(error.message);
      } else {
        console.error(error instanceof Error ? error.message : error);
      }
      process.exit(1);
    });
}
