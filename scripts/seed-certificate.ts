// `tsx scripts/seed-certificate.ts [locale] [--owner EMAIL]`: puts one public certificate (with its
// milestone) into the database of DATA_DIR or DATABASE_URL, for audits of the certificate page (npm
// run lighthouse) and the owner's edit page (npm run bench). Its owner is a new person, or the
// existing account of --owner. Prints the certificate's id. Not for the embedded database while a
// server has it open.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { parseEnv } from '../src/config/env';
import { createDatabase } from '../src/db/create';
import { certificate, milestone, user } from '../src/db/schema';

const args = process.argv.slice(2);
const ownerFlag = args.indexOf('--owner');
const ownerEmail = ownerFlag === -1 ? null : args.splice(ownerFlag, 2)[1];
const locale = args[0] ?? 'en';
const config = parseEnv(process.env);
const database = await createDatabase(config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dataDir: config.DATA_DIR });
try {
  const id = (bytes: number) => randomBytes(bytes).toString('base64url');
  let owner = { id: id(16), name: 'Maria Kowalska' };
  if (ownerEmail) {
    const [found] = await database.db.select({ id: user.id, name: user.name }).from(user).where(eq(user.email, ownerEmail));
    if (!found) throw new Error(`no account with the address ${ownerEmail}`);
    owner = found;
  } else {
    await database.db.insert(user).values({ ...owner, email: `${owner.id.toLowerCase()}@audit.exhale.invalid`, emailVerified: true, locale });
  }
  const milestoneId = id(16);
  const certificateId = id(16);
  const reachedAt = new Date(Date.now() - 7 * 86_400_000);
  await database.db.insert(milestone).values({ id: milestoneId, userId: owner.id, kind: 'week1', reachedAt });
  await database.db.insert(certificate).values({
    id: certificateId,
    userId: owner.id,
    milestoneId,
    kind: 'week1',
    reachedAt,
    displayName: owner.name,
    dedication: 'For everyone who kept asking how I was doing.',
    visibility: 'public',
    locale,
  });
  console.log(certificateId);
} finally {
  await database.close();
}
