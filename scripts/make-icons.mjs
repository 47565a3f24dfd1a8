// Draws the installed app's PNG icons from the logo (public/icon.svg, the same mark as
// src/features/shell/components/logo.tsx): `npm run icons` after changing the logo, then commit
// public/icons/. "any" icons are the rounded tile as it is; "maskable" ones fill the whole square
// with the brand colour and keep the wave inside the central safe zone (80 %), since the
// platform cuts its own shape out of them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const root = process.cwd();
const out = join(root, 'public', 'icons');
const logo = readFileSync(join(root, 'public', 'icon.svg'), 'utf8');
const wave = /<path[^>]*\/>/.exec(logo)?.[0];
const brand = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(logo)?.[1];
if (!wave || !brand) throw new Error('public/icon.svg: expected one <rect fill="#…"> and one <path …/>');

// The wave spans about 60 % of the tile; in the maskable icon it is scaled to sit well inside
// the 80 % safe circle.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${brand}"/><g transform="translate(16 16) scale(0.72) translate(-16 -16)">${wave}</g></svg>`;

export const ICONS = [
  { file: 'icon-192.png', size: 192, svg: logo },
  { file: 'icon-512.png', size: 512, svg: logo },
  { file: 'maskable-192.png', size: 192, svg: maskable },
  { file: 'maskable-512.png', size: 512, svg: maskable },
  // The home-screen icon of iOS (public/apple-touch-icon.png): 180×180, opaque, since iOS rounds
  // the corners itself and shows transparent parts as black.
  { file: '../apple-touch-icon.png', size: 180, svg: maskable, opaque: true },
];

for (const { file, size, svg, opaque } of ICONS) {
  const image = sharp(Buffer.from(svg), { density: Math.ceil((size / 32) * 72) }).resize(size, size);
  await (opaque ? image.removeAlpha() : image)
    .png({ compressionLevel: 9 })
    .toFile(join(out, file));
  console.log(`${join('public/icons', file)} (${size}×${size})`);
}
