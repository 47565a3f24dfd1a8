// After `next build`: what the server needs to know about the prerendered pages.
// - .next/csp-manifest.json: sha256 hashes of each prerendered page's inline scripts, by internal
//   route, for the proxy's hash-based Content-Security-Policy (docs/decisions/0004-csp.md).
// - .next/static-pages.json: each public path (in every locale) whose page is prerendered, with
//   its HTML file, locale and inline-script hashes (server.mjs builds the policy at start, so run-time
//   settings such as ANALYTICS_SCRIPT_URL apply), so server.mjs can send it without a render
//   (docs/decisions/0007-static-fast-path.md).
// - .next/SITE_URL: the origin the build was made for (canonical and hreflang URLs are baked in).
// - .next/CONTENT_SOURCE: local or storyblok, the content source the build was made for.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { locales } from '../src/i18n/locales.ts';
import { pathnames, publicPath } from '../src/i18n/pathnames.ts';
import { idShell, needsSignIn, SIGNED_IN_ROUTES } from '../src/i18n/guard.ts';
import { inlineScriptHashes } from '../src/lib/security/script-hashes.ts';
import { scriptsAfterPaint } from './lib/scripts-after-paint.mjs';
import { withoutStaticFlight } from './lib/static-flight.mjs';

const root = process.cwd();
const next = join(root, '.next');
const prerender = JSON.parse(readFileSync(join(next, 'prerender-manifest.json'), 'utf8'));
const htmlFile = (route) => join(next, 'server', 'app', `${route === '/' ? '/index' : route}.html`);

const hashesByRoute = {};
for (const route of Object.keys(prerender.routes)) {
  const file = htmlFile(route);
  if (!existsSync(file)) continue;
  const built = readFileSync(file, 'utf8');
  // Static content's second copy out of the page's RSC data, then the scripts after the first paint.
  const html = scriptsAfterPaint(withoutStaticFlight(built));
  if (html !== built) writeFileSync(file, html);
  hashesByRoute[route] = inlineScriptHashes(html);
}

const staticPages = {};
const addPage = (publicUrl, internal, locale) => {
  const hashes = hashesByRoute[internal];
  if (!hashes) return;
  staticPages[publicUrl] = { file: htmlFile(internal).slice(root.length + 1), locale, hashes };
};
for (const locale of locales) {
  for (const route of Object.keys(pathnames)) {
    // Guarded routes must pass the proxy's sign-in check; routes with an id are added below.
    if (route.includes('[') || needsSignIn(route, route)) continue;
    addPage(publicPath(route, locale), `/${locale}${route === '/' ? '' : route}`, locale);
  }
}
// Prerendered records of routes with an id (posts, landing pages): their paths are the built
// ones. A landing page whose story is a route rule was prerendered as a redirect: the server
// answers it with its status and target.
const redirects = {};
for (const internal of Object.keys(hashesByRoute)) {
  const match = /^\/([a-z]{2})\/(posts|go)\/([a-z0-9-]+)$/.exec(internal);
  if (!match || !locales.includes(match[1])) continue;
  const [, locale, folder, id] = match;
  const publicUrl = publicPath(`/${folder}/[id]`, locale, { id });
  const meta = JSON.parse(readFileSync(htmlFile(internal).replace(/\.html$/, '.meta'), 'utf8'));
  if ([301, 302, 307, 308].includes(meta.status) && meta.headers?.location) redirects[publicUrl] = { status: meta.status, location: meta.headers.location };
  else addPage(publicUrl, internal, locale);
}

// The prerendered 404 page of each locale, for unknown paths.
const notFoundPages = {};
for (const locale of locales) {
  const internal = `/${locale}/page-not-found`;
  if (hashesByRoute[internal]) {
    notFoundPages[locale] = { file: htmlFile(internal).slice(root.length + 1), locale, hashes: hashesByRoute[internal] };
  }
}

// The signed-in version of a personal page (the programme), and the pages only for a signed-in
// person (the account page): the same page for everyone, filled in by the browser from its
// person's data. Served for a request with a session cookie.
// - personal: by public path, for routes without an id.
// - personalShells: by internal path (the resolver's rewrite), the one page of a signed-in route
//   with an id (the certificate editor), sent for every id of that route in that locale.
const personalPages = {};
const personalShells = {};
const entryOf = (internal, locale) => ({ file: htmlFile(internal).slice(root.length + 1), locale, hashes: hashesByRoute[internal] });
for (const locale of locales) {
  const internal = `/${locale}/quit-smoking/mine`;
  if (hashesByRoute[internal]) personalPages[publicPath('/quit-smoking', locale)] = entryOf(internal, locale);
  for (const route of SIGNED_IN_ROUTES) {
    const shell = idShell(route);
    const page = `/${locale}${shell ?? route}`;
    if (!hashesByRoute[page]) continue;
    if (shell) personalShells[page] = entryOf(page, locale);
    else personalPages[publicPath(route, locale)] = entryOf(page, locale);
  }
}

writeFileSync(join(next, 'csp-manifest.json'), JSON.stringify(hashesByRoute));
writeFileSync(join(next, 'static-pages.json'), JSON.stringify({ pages: staticPages, notFound: notFoundPages, redirects, personal: personalPages, personalShells }));
// Pages made of stories are prerendered from content/ or render per request with Storyblok: the
// server refuses to start with the other source than the build was made for.
writeFileSync(join(next, 'CONTENT_SOURCE'), process.env.STORYBLOK_TOKEN ? 'storyblok' : 'local');
writeFileSync(join(next, 'SITE_URL'), (process.env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, ''));
console.log(
  `prerender manifest: ${Object.keys(hashesByRoute).length} prerendered routes hashed, ${Object.keys(staticPages).length} public paths, ${Object.keys(redirects).length} story redirects and ${Object.keys(notFoundPages).length} 404 pages, ${Object.keys(personalPages).length} signed-in pages and ${Object.keys(personalShells).length} signed-in pages for any id served directly`,
);
