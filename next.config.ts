import { randomBytes } from 'node:crypto';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { staticSecurityHeaders } from './src/lib/security/headers';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

// A build id that differs on every build lets open tabs notice a new deployment (builds/latest.json).
const buildId = process.env.BUILD_ID || `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;

const config: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  generateBuildId: () => buildId,
  env: { NEXT_PUBLIC_BUILD_ID: buildId },
  typedRoutes: false,
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  images: { formats: ['image/avif', 'image/webp'] },
  // forbidden() answers 403 with the forbidden page for signed-in users without the admin role.
  experimental: { authInterrupts: true },
  async headers() {
    return [{ source: '/:path*', headers: [...staticSecurityHeaders] }];
  },
};

export default withNextIntl(config);
