import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // DESIGN.md: routes stay thin. A page or route handler reads and writes through its feature's
    // server module (src/features/<domain>/server/*), which obtains the database itself.
    files: ['src/app/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/db', '@/db/*', 'drizzle-orm', 'drizzle-orm/*'],
              message: "Routes reach the database through their feature's server module (src/features/<domain>/server/*), not @/db or drizzle-orm.",
            },
          ],
        },
      ],
    },
  },
  {
    ignores: ['.next/**', 'node_modules/**', '.data/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'src/db/migrations/**'],
  },
];
export default config;
