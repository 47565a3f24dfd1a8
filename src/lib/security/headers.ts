// Headers that every response carries, static files included (applied in next.config.ts).
export const X_FRAME_OPTIONS = { key: 'X-Frame-Options', value: 'DENY' } as const;

export const staticSecurityHeaders = [
  X_FRAME_OPTIONS,
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(self), usb=(), interest-cohort=()',
  },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
] as const;
