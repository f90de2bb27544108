import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // CommonJS by necessity: preloaded with `node --require` before Next starts.
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  globalIgnores(['.next/**', '.next-*/**', 'out/**', 'node_modules/**', '.wordpress/**', 'test-results/**', 'playwright-report/**', 'coverage/**', 'bench/results/**', 'next-env.d.ts']),
]);
