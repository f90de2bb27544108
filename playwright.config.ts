import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
/** E2E_BASE_URL points the tests at a server that is already running (e.g. a dev server). */
const externalBaseURL = process.env.E2E_BASE_URL;
const baseURL = externalBaseURL ?? `http://localhost:${port}`;
/**
 * SMOKE_NODE: a second Node (this machine's, `npm test` sets it) serving the same build on
 * SMOKE_PORT while the readers run, for the smoke specs: the runtime `npm run demo` uses.
 */
const smokeNode = externalBaseURL ? undefined : process.env.SMOKE_NODE;
const smokePort = Number(process.env.SMOKE_PORT ?? 3101);
const smokeURL = `http://localhost:${smokePort}`;

/**
 * Chromium's features Playwright turns off (its chromiumSwitches; the last --disable-features
 * counts, so its list is repeated here), and the omnibox's WebUI pop-up, which Chromium 156's
 * headless mode renders in a renderer of its own for every window: a third of the CPU a test's new
 * context costs on this 2-core machine (24 contexts: 23 s of CPU instead of 35).
 */
const DISABLED_FEATURES = ['AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades', 'HttpsFirstBalancedModeAutoEnable', 'LensOverlay', 'MediaRouter', 'PaintHolding', 'ThirdPartyStoragePartitioning', 'AvoidCorsURLLoaderRestartOnRedirect', 'TcpPortRandomizationWin', 'OptimizationHints', 'NetworkTimeServiceQuerying', 'AimEnabled', 'PreconnectToSearch', 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * Debian's Chromium: Playwright's own browser download cannot work offline. Reports of the
 * Reporting API (the policy's report-to) leave at once rather than up to a minute later.
 */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--short-reporting-delay', `--disable-features=${DISABLED_FEATURES.join(',')}`],
};
const browser = { ...devices['Desktop Chrome'], launchOptions: chromium };

/*
 * The suite runs in phases (project dependencies), so that no test meets another's writes halfway:
 * 1. readers: specs that only read the seeded content, test by test on both workers; the smoke
 *    specs on this machine's Node beside them.
 * 2. writers: specs that change WordPress (posts, sign-outs that end a user's sessions everywhere,
 *    votes, throttles, the policy's report budget), one at a time; then api-writers.
 * 3. alone: specs that start clusters, rebuild, flood, or measure WordPress's own counts, one at a
 *    time with nothing beside them; then api-alone. Operations is one of them: its rolling restarts
 *    under load beside the writers starve their browser tests past their time-outs.
 * A test tagged @writes or @alone runs in that phase whatever its file's. A new spec joins the
 * readers only when it writes nothing and asserts nothing another reader's requests could change.
 * A phase after a failed one does not run.
 */
const READERS = ['a11y', 'before-hydration', 'content-blocks', 'content-security-policy', 'dates', 'first-paint', 'guards', 'home', 'js-budget', 'listings', 'login-nojs', 'nginx-front', 'offline', 'payload', 'phone-width', 'post-detail', 'profile', 'sakip', 'security-headers', 'seo', 'server-html', 'share', 'shell', 'staff-filter', 'staff-redaktur', 'stylesheets', 'traffic'];
const WRITERS = ['auth', 'auth-sso', 'editorial', 'freshness', 'outside-readers', 'search', 'search-embedded', 'search-relevance', 'sitemap', 'staff-admin', 'staff-editor', 'staff-private', 'staff-review', 'wordpress-down', 'security/portal-attacks'];
const ALONE = ['cluster', 'edge', 'operations', 'production-front', 'security/portal-fuzz'];
/** HTTP only, straight to WordPress: no browser, no portal needed. */
const API_WRITERS = ['security/wp-doors', 'security/wp-front'];
const API_ALONE = ['e2e/wp-api'];
const SMOKE = ['shell', 'login-nojs', 'server-html', 'guards'];

const specPath = (name: string) => (name.includes('/') ? name : `e2e/${name}`);
/** The spec files of `names` (`a11y` is tests/e2e/a11y.spec.ts; `security/…` names its folder). */
const files = (names: string[]) => new RegExp(`(${names.map(specPath).join('|')})\\.spec\\.ts$`);
/** The same files within a test's full title (project, file, describes, title, tags), for grep. */
const inTitle = (names: string[]) => new RegExp(` (${names.map(specPath).join('|')})\\.spec\\.ts `);
const BROWSER_SPECS = files([...READERS, ...WRITERS, ...ALONE]);

const projects: PlaywrightTestConfig['projects'] = [
  { name: 'readers', testMatch: BROWSER_SPECS, grep: inTitle(READERS), grepInvert: /@writes|@alone/, fullyParallel: true, use: browser },
  ...(smokeNode ? [{ name: 'smoke', testMatch: files(SMOKE), grepInvert: /@writes|@alone/, fullyParallel: true, use: { ...browser, baseURL: smokeURL } }] : []),
  { name: 'writers', testMatch: BROWSER_SPECS, grep: [inTitle(WRITERS), /@writes/], grepInvert: /@alone/, workers: 1, dependencies: smokeNode ? ['readers', 'smoke'] : ['readers'], use: browser },
  { name: 'api-writers', testMatch: files(API_WRITERS), workers: 1, dependencies: ['writers'] },
  { name: 'alone', testMatch: BROWSER_SPECS, grep: [inTitle(ALONE), /@alone/], workers: 1, dependencies: ['api-writers'], use: browser },
  { name: 'api-alone', testMatch: files(API_ALONE), workers: 1, dependencies: ['alone'] },
];

/**
 * End-to-end tests against the production build (scripts/e2e.sh builds it and starts the local
 * WordPress). The api projects talk to WordPress over HTTP; the others drive the portal in Chromium.
 */
export default defineConfig({
  // tests/e2e: behaviour; tests/security: attacks that must be refused.
  testDir: 'tests',
  testMatch: /(e2e|security)\/.*\.spec\.ts$/,
  // Both cores: the readers take two workers; later phases one (their projects' own limit).
  workers: 2,
  // Never: a test that needs a second try has a cause to find (the product's or the test's own race).
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  reporter: [['list'], ['./tests/reporters/timing.ts'], ...(process.env.CI ? [] : [['html', { open: 'never' }] as const])],
  use: { baseURL, trace: 'retain-on-failure' },
  projects,
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
    ...(smokeNode
      ? [
          {
            command: `PATH="${smokeNode.replace(/\/[^/]+$/, '')}:$PATH" bash scripts/portal-start.sh`,
            url: smokeURL,
            env: { PORT: String(smokePort), SITE_URL: smokeURL, NEXTAUTH_URL: smokeURL },
            reuseExistingServer: false,
            timeout: 60_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
  ],
});
