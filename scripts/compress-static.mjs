// After `next build`: every script and style sheet of .next/static compressed once, at the
// strongest settings (Brotli 11, gzip 9), beside the file (`x.js.br`, `x.js.gz`). server.mjs sends
// them as they are; Next.js itself would gzip each answer at level 6, every time. Brotli makes the
// framework's scripts about 15% smaller than that on the wire (decision 0026, addendum).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

// The same kinds server.mjs sends itself (STATIC_NAME there).
const COMPRESSED_TYPES = /\.(?:js|css)$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (COMPRESSED_TYPES.test(name)) yield path;
  }
}

const root = join(process.cwd(), '.next', 'static');
let count = 0;
let raw = 0;
let brotli = 0;
for (const path of files(root)) {
  const body = readFileSync(path);
  const br = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  count++;
  raw += body.length;
  brotli += br.length;
}
console.log(`static files: ${count} scripts and style sheets compressed (${(raw / 1024).toFixed(0)} KiB, ${(brotli / 1024).toFixed(0)} KiB with Brotli)`);
