import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Unit tests live beside the code they test (*.test.ts[x]); Playwright's live in tests/e2e. */
const config = {
  testEnvironment: 'jsdom',
  // Every core (Jest leaves one to its parent by default, which only waits): on two cores the
  // suite takes half the time. The Redis tests pick ports of their own, so files run side by side.
  maxWorkers: '100%',
  setupFilesAfterEnv: ['<rootDir>/tests/jest.setup.ts'],
  // Build output holds a copy of package.json that would collide with ours.
  modulePathIgnorePatterns: ['<rootDir>/.next/', '<rootDir>/.next-[^/]+/', '<rootDir>/.node24/'],
  testMatch: ['<rootDir>/{app,components,lib,server}/**/*.test.{ts,tsx}', '<rootDir>/proxy.test.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/tests/empty-module.ts',
    // Under jsdom, isomorphic-dompurify would load its Node build (with its own jsdom): use the browser one.
    '^isomorphic-dompurify$': '<rootDir>/node_modules/isomorphic-dompurify/dist/browser.js',
  },
};

export default createJestConfig(config);
