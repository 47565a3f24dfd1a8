// `tsx scripts/seed-certificate.ts`: puts one public certificate (with its owner and milestone) into
// the database of DATA_DIR or DATABASE_URL, for audits of the certificate page (npm run lighthouse).
// Prints the certificate's id. Not for a database in use by a running server.
import { randomBytes } from 'node:crypto';
import { parseEnv } from '../src/config/env';
import { createDatabase } from '../src/db/create';
import { certificate, milestone, user } from '../src/db/schema';

const locale = process.argv[2] ?? 'en';
const config = parseEnv(process.env);
const database = await createDatabase(config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dataDir: config.DATA_DIR });
try {
  const id = (bytes: number) => randomBytes(bytes).toString('base64url');
  const userId = id(16);
  const milestoneId = id(16);
  const certificateId = id(16);
  const reachedAt = new Date(Date.now() - 7 * 86_400_000);
  await database.db.insert(user).values({ id: userId, name: 'Maria Kowalska', email: `${userId.toLowerCase()}@audit.exhale.invalid`, emailVerified: true, locale });
  await database.db.insert(milestone).values({ id: milestoneId, userId, kind: 'week1', reachedAt });
  await database.db.insert(certificate).values({
    id: certificateId,
    userId,
    milestoneId,
    kind: 'week1',
    reachedAt,
    displayName: 'Maria Kowalska',
    dedication: 'For everyone who kept asking how I was doing.',
    visibility: 'public',
    locale,
  });
  console.log(certificateId);
} finally {
  await database.close();
}
