/** The WordPress address the unit tests run against (fetch is stubbed: nothing is ever asked of it). */
const WP_URL = 'https://cms.bua.test';

/** The variables that move WordPress's REST root, namespaces, time-out or cache time off their defaults. */
const WP_ENV_OVERRIDES = ['WORDPRESS_API_URL', 'WP_AUTH_NAMESPACE', 'WP_CUSTOM_NAMESPACE', 'WP_STATS_NAMESPACE', 'WP_TIMEOUT_MS', 'WP_REVALIDATE_SECONDS'] as const;

/** Before each test of the calling scope, process.env becomes a copy with `values` set and `unset` removed; after each, the real one is back. */
export function stubEnv(values: Record<string, string>, unset: readonly string[] = []): void {
  let original: NodeJS.ProcessEnv = process.env;
  beforeEach(() => {
    original = process.env;
    process.env = { ...original, ...values };
    for (const name of unset) delete process.env[name];
  });
  afterEach(() => {
    process.env = original;
  });
}

/** stubEnv pointed at WP_URL with every WordPress override unset (a test sets the one it is about). */
export function stubWordPressEnv(values: Record<string, string> = {}, unset: readonly string[] = []): void {
  stubEnv({ WORDPRESS_URL: WP_URL, ...values }, [...WP_ENV_OVERRIDES, ...unset]);
}
