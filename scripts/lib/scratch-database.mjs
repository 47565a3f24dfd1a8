// A PostgreSQL database made for one run and dropped after it (npm run test:e2e with
// E2E_DATABASE_URL, npm run bench with BENCH_DATABASE_URL), so accounts, rate-limit counters and
// data of earlier runs play no part. `serverUrl` is any database of the server the user may create
// databases on (e.g. postgres://postgres@127.0.0.1:5432/postgres).
import { execFileSync } from 'node:child_process';
import pg from 'pg';

async function run(serverUrl, statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

// For an exit handler, where nothing asynchronous completes: the same statement in a child process.
const RUN_SYNC = `const pg = require('pg'); const c = new pg.Client({ connectionString: process.argv[1] });
c.connect().then(() => c.query(process.argv[2])).finally(() => c.end());`;

/** Creates the database; `drop()` (or `dropSync()` in an exit handler) removes it, connections and all. */
export async function createScratchDatabase(serverUrl, prefix) {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  await run(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dropStatement = `drop database if exists ${name} with (force)`;
  return {
    name,
    url: url.toString(),
    drop: () => run(serverUrl, dropStatement),
    dropSync: () => execFileSync(process.execPath, ['-e', RUN_SYNC, serverUrl, dropStatement], { stdio: 'ignore', timeout: 15_000 }),
  };
}
