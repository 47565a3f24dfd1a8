// `npm start`: builds once when there is no production build yet, then serves it with server.mjs.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { SERVER_NODE_ARGS } from './lib/server-node-args.mjs';

if (!existsSync('.next/BUILD_ID') || !existsSync('.next/static-pages.json')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: process.env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const result = spawnSync(process.execPath, [...SERVER_NODE_ARGS, 'server.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
process.exit(result.status ?? 0);
