// `npm run admin -- grant <email>` | `revoke <email>` | `list`: manage the admin role from the
// command line, on the embedded database (while the server is stopped) or on DATABASE_URL.
import { eq } from 'drizzle-orm';
import { user } from '../src/db/schema';
import { runWithDatabase } from './lib/with-database';

const usage = 'usage: npm run admin -- grant <email> | revoke <email> | list';

const [command, rawEmail] = process.argv.slice(2);
if (!command || !['grant', 'revoke', 'list'].includes(command) || (command !== 'list' && !rawEmail)) {
  console.error(usage);
  process.exit(2);
}

runWithDatabase(async (database) => {
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
}, '\n(Or add the address to ADMIN_EMAILS before the account is created.)');
