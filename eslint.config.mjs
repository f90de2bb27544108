import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // Links prefetch on intent, never on sight (components/ui/Link.tsx says why).
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['components/ui/Link.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'next/link', importNames: ['default'], message: "Use '@/components/ui/Link': it prefetches a page when the visitor reaches for its link, not when the link comes into view." }] }],
    },
  },
  // CommonJS by necessity: run by Node itself (the portal's server), outside Next's bundler.
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  // public/sw.js: the service worker as Serwist compiles it from app/sw.ts at build time.
  globalIgnores(['.next/**', '.next-*/**', 'out/**', 'node_modules/**', '.wordpress/**', 'test-results/**', 'playwright-report/**', 'coverage/**', 'bench/results/**', 'next-env.d.ts', 'public/sw.js', 'public/swe-worker-*.js']),
]);
