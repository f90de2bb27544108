/**
 * Secrets the portal refuses to run in production with: empty, short, or a value this repository
 * ever published (examples, old script defaults). Anyone who can read the repository knows those,
 * and with NEXTAUTH_SECRET they could forge a staff session. The local demo and the tests use
 * secrets generated on the machine (scripts/wp/portal-env.sh), so they need no exception;
 * BUA_ALLOW_DEMO_SECRETS=1 is the explicit one for anything else.
 */
export const MIN_SECRET_LENGTH = 32;

export const PUBLISHED_SECRET_VALUES: readonly string[] = [
  'change-me-to-a-long-random-string',
  'change-me-to-a-long-random-secret',
  'change-me-to-a-long-random-key',
  'portal-bua-demo-secret-not-for-production',
  'portal-bua-e2e-secret-not-for-production',
  'portal-bua-bench-secret-not-for-production',
  'portal-bua-local-revalidate-secret',
  // scripts/search-db-start.sh's local database password.
  'bua-search-local',
];

/** Required settings, and optional ones that must be good when set. */
const REQUIRED = ['NEXTAUTH_SECRET', 'REVALIDATE_SECRET', 'WP_PORTAL_KEY'] as const;
const OPTIONAL = ['CAPTCHA_SECRET'] as const;

/** One line per unusable secret, naming the setting and why; empty when all are fine. */
export function secretProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  for (const name of [...REQUIRED, ...OPTIONAL]) {
    const value = env[name]?.trim() ?? '';
    if (!value) {
      if ((REQUIRED as readonly string[]).includes(name)) problems.push(`${name} is not set`);
    } else if (PUBLISHED_SECRET_VALUES.includes(value)) {
      problems.push(`${name} is a published demo value`);
    } else if (value.length < MIN_SECRET_LENGTH) {
      problems.push(`${name} is shorter than ${MIN_SECRET_LENGTH} characters`);
    }
  }
  // The search database's password, when the portal uses one: the local scripts' is public.
  const searchUrl = env.SEARCH_DATABASE_URL?.trim();
  if (searchUrl) {
    let password = '';
    try {
      password = decodeURIComponent(new URL(searchUrl).password);
    } catch {
      problems.push('SEARCH_DATABASE_URL is not a postgres:// address');
    }
    if (PUBLISHED_SECRET_VALUES.includes(password)) problems.push('SEARCH_DATABASE_URL has a published demo password');
  }
  return problems;
}

/** The start-up verdict: null to go on, else the message to stop with. */
export function startupSecretsError(env: NodeJS.ProcessEnv): string | null {
  if (env.NODE_ENV !== 'production' || env.BUA_ALLOW_DEMO_SECRETS === '1') return null;
  const problems = secretProblems(env);
  if (problems.length === 0) return null;
  return [
    'Portal BUA refuses to start in production with unusable secrets:',
    ...problems.map((problem) => `  - ${problem}`),
    'Generate each with `openssl rand -base64 48` (see .env.example). For a throw-away demo only, set BUA_ALLOW_DEMO_SECRETS=1.',
  ].join('\n');
}
