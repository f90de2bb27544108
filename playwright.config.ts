import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
/** E2E_BASE_URL points the tests at a server that is already running (e.g. a dev server). */
const externalBaseURL = process.env.E2E_BASE_URL;
const baseURL = externalBaseURL ?? `http://localhost:${port}`;

/**
 * Debian's Chromium: Playwright's own browser download cannot work offline. Reports of the
 * Reporting API (the policy's report-to) leave at once rather than up to a minute later.
 */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--short-reporting-delay'],
};

/**
 * End-to-end tests against the production build (scripts/e2e.sh builds it and starts the local
 * WordPress). `api` talks to WordPress over HTTP; `chromium` drives the portal in a real browser.
 */
export default defineConfig({
  // tests/e2e: behaviour; tests/security: attacks that must be refused (issue 12).
  testDir: 'tests',
  testMatch: /(e2e|security)\/.*\.spec\.ts$/,
  fullyParallel: false,
  workers: 1,
  // Never: a test that needs a second try has a cause to find (the product's or the test's own race).
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: { baseURL, trace: 'retain-on-failure' },
  projects: [
    // HTTP only, straight to WordPress: no browser, no portal needed.
    { name: 'api', testMatch: /(e2e\/wp-api|security\/wp-[^/]*)\.spec\.ts$/ },
    {
      name: 'chromium',
      testMatch: /(e2e|security)\/.*\.spec\.ts$/,
      testIgnore: /(e2e\/wp-api|security\/wp-[^/]*)\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
  ],
  webServer: [
    // The project's CAS server (Debian's django-cas-server, scripts/cas-start.sh); WordPress is
    // pointed at it through CAS_SERVER_URL by scripts/e2e.sh. Reused when already running (demo).
    {
      command: 'bash scripts/cas-start.sh --foreground',
      url: `http://127.0.0.1:${process.env.CAS_PORT ?? 8899}/cas/login`,
      env: { CAS_PORT: String(process.env.CAS_PORT ?? 8899) },
      reuseExistingServer: true,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    ...(externalBaseURL
      ? []
      : [
          {
            command: 'bash scripts/portal-start.sh',
            url: baseURL,
            env: { PORT: String(port) },
            // Never reuse: a server left over from an older build serves mismatched chunks.
            reuseExistingServer: false,
            timeout: 60_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]),
  ],
});
