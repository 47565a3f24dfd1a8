// `npm run seed -- --demo [--users 2000] [--days 90] [--seed 1] [--reset]`: fills the database of
// DATA_DIR or DATABASE_URL with made-up people using the programme (src/features/admin/server/
// demo-seed.ts), for the admin area and demonstrations. Refuses when demo data is there already;
// --reset replaces it. The embedded database only while the server is stopped.
import { DemoDataPresentError, SEEDED_TABLES, seedDemo, type SeedOptions } from '../src/features/admin/server/demo-seed';
import { runWithDatabase } from './lib/with-database';

const usage = 'usage: npm run seed -- --demo [--users 2000] [--days 90] [--seed 1] [--reset]';

const LIMITS = { users: [1, 100_000], days: [1, 365], seed: [0, 2 ** 32 - 1] } as const;

/** The options, or null for anything else than the one usage. */
function parseArgs(args: string[]): SeedOptions | null {
  const options: SeedOptions = {};
  let demo = false;
  for (let i = 0; i < args.length; i++) {
    const [flag, inline] = args[i]!.split('=', 2) as [string, string?];
    if (flag === '--demo' && inline === undefined) demo = true;
    else if (flag === '--reset' && inline === undefined) options.reset = true;
    else if (flag === '--users' || flag === '--days' || flag === '--seed') {
      const raw = inline ?? args[++i];
      const key = flag.slice(2) as keyof typeof LIMITS;
      const [min, max] = LIMITS[key];
      if (!raw || !/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) return null;
      options[key] = Number(raw);
    } else return null;
  }
  return demo ? options : null;
}

const options = parseArgs(process.argv.slice(2));
if (!options) {
  console.error(usage);
  process.exit(2);
}

runWithDatabase(async (database, config) => {
  try {
    const started = performance.now();
    const summary = await seedDemo(database.db, { ...options, siteUrl: config.SITE_URL });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (summary.removedUsers) console.log(`Removed ${summary.removedUsers} demo users and their data.`);
    console.log(`Demo data written in ${seconds} s (${options.users ?? 2000} users over ${options.days ?? 90} days, seed ${options.seed ?? 1}):`);
    const width = Math.max(...SEEDED_TABLES.map((t) => t.length));
    for (const table of SEEDED_TABLES) console.log(`  ${table.padEnd(width)}  ${String(summary.counts[table]).padStart(7)}`);
    return 0;
  } catch (error) {
    if (error instanceof DemoDataPresentError) {
      console.error(`Not seeded: ${error.message}.`);
      return 1;
    }
    throw error;
  }
});
