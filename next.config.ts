import { randomBytes } from 'node:crypto';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';
import { contentProblems } from './src/features/content/validate';
import { staticSecurityHeaders, X_FRAME_OPTIONS } from './src/lib/security/headers';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

// A build id that differs on every build lets open tabs notice a new deployment (builds/latest.json).
const buildId = process.env.BUILD_ID || `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;

const config: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  generateBuildId: () => buildId,
  env: { NEXT_PUBLIC_BUILD_ID: buildId },
  typedRoutes: false,
  // Loaded from node_modules, once per process: the Storyblok client keeps its cache in module state.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'storyblok-js-client', 'prom-client'],
  images: { formats: ['image/avif', 'image/webp'] },
  // forbidden() answers 403 with the forbidden page for signed-in users without the admin role.
  experimental: { authInterrupts: true },
  async headers() {
    // Storyblok's visual editor frames pages it opens with ?_storyblok=…; for those the page's
    // CSP frame-ancestors decides (app.storyblok.com after a verified preview token, else none).
    return [
      { source: '/:path*', headers: staticSecurityHeaders.filter((h) => h !== X_FRAME_OPTIONS) },
      { source: '/:path*', missing: [{ type: 'query', key: '_storyblok' }], headers: [X_FRAME_OPTIONS] },
    ];
  },
};

export default function nextConfig(phase: string): NextConfig {
  if (phase === PHASE_PRODUCTION_BUILD) {
    // A broken story stops the build at once, naming the file and the field.
    const problems = contentProblems();
    if (problems.length > 0) throw new Error(`Invalid content:\n${problems.join('\n')}`);
  }
  return withNextIntl(config);
}
