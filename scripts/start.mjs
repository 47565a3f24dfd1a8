// `npm start`: builds once when there is no production build yet, then serves it with server.mjs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { SERVER_ENV, SERVER_NODE_ARGS } from './lib/server-node-args.mjs';

if (!existsSync('.next/BUILD_ID') || !existsSync('.next/static-pages.json')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: process.env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn(process.execPath, [...SERVER_NODE_ARGS, 'server.mjs'], {
  stdio: 'inherit',
  env: { ...SERVER_ENV, ...process.env, NODE_ENV: 'production' },
});
// A stop from a process manager (SIGTERM) goes to the server, which drains and exits 0. Ctrl-C
// reaches the server from the terminal itself (same process group): here it only must not end us first.
for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
process.on('SIGINT', () => {});
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
