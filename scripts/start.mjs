// `npm start`: builds once when there is no production build yet, then serves it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (args) => {
  const result = spawnSync('npm', args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
if (!existsSync('.next/BUILD_ID') || !existsSync('.next/csp-manifest.json')) run(['run', 'build']);
const port = process.env.PORT ?? '3000';
const host = process.env.HOST ?? '0.0.0.0';
const result = spawnSync('next', ['start', '-p', port, '-H', host], { stdio: 'inherit', env: process.env });
process.exit(result.status ?? 0);
