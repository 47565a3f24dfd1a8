// `npm run admin -- grant <email>` | `revoke <email>` | `list`: manage the admin role from the
// command line, on the embedded database (while the server is stopped) or on DATABASE_URL.
import { eq } from 'drizzle-orm';
import { ConfigError, parseEnv } from '../src/config/env';
import { createDatabase } from '../src/db/create';
import { DataDirInUseError } from '../src/db/lock';
import { user } from '../src/db/schema';

const usage = 'usage: npm run admin -- grant <email> | revoke <email> | list';

async function main(): Promise<number> {
  const [command, rawEmail] = process.argv.slice(2);
  if (!command || !['grant', 'revoke', 'list'].includes(command) || (command !== 'list' && !rawEmail)) {
    console.error(usage);
    return 2;
  }
  const config = parseEnv(process.env);
  const database = await createDatabase(
    config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dataDir: config.DATA_DIR },
  );
  try {
    if (command === 'list') {
      const admins = await database.db.select({ email: user.email, name: user.name }).from(user).where(eq(user.role, 'admin'));
      if (admins.length === 0) console.log('No admins yet.');
      for (const admin of admins) console.log(`${admin.email}\t${admin.name}`);
      return 0;
    }
    const email = rawEmail!.trim().toLowerCase();
    const role = command === 'grant' ? 'admin' : 'user';
    const updated = await database.db.update(user).set({ role }).where(eq(user.email, email)).returning({ id: user.id });
    if (updated.length === 0) {
      console.error(
        `No account uses ${email} yet. Create it first (register on the site), or put the address in ADMIN_EMAILS so it becomes an admin when it is created.`,
      );
      return 1;
    }
    console.log(command === 'grant' ? `${email} is now an admin.` : `${email} is no longer an admin.`);
    return 0;
  } finally {
    await database.close();
  }
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    if (error instanceof DataDirInUseError) {
      console.error(
        `${error.message}.\nThe server is running on the embedded database: stop it, run this command again, then start it.` +
          ' (Or add the address to ADMIN_EMAILS before the account is created.)',
      );
    } else if (error instanceof ConfigError) {
      console.error(error.message);
    } else {
      console.error(error instanceof Error ? error.message : error);
    }
    process.exit(1);
  });
