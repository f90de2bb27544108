/** @jest-environment node */
import { PUBLISHED_SECRET_VALUES, secretProblems, startupSecretsError } from './secrets';

const good = { NEXTAUTH_SECRET: 'a'.repeat(44), REVALIDATE_SECRET: 'b'.repeat(64), WP_PORTAL_KEY: 'c'.repeat(64) };
const env = (values: Record<string, string | undefined>) => values as unknown as NodeJS.ProcessEnv;

describe('secretProblems', () => {
  it('accepts long generated secrets', () => {
    expect(secretProblems(env(good))).toEqual([]);
  });

  it('names each missing, short or published secret', () => {
    expect(secretProblems(env({ ...good, NEXTAUTH_SECRET: undefined, REVALIDATE_SECRET: 'short', WP_PORTAL_KEY: 'portal-bua-local-revalidate-secret', CAPTCHA_SECRET: 'change-me-to-a-long-random-string' }))).toEqual([
      'NEXTAUTH_SECRET is not set',
      'REVALIDATE_SECRET is shorter than 32 characters',
      'WP_PORTAL_KEY is a published demo value',
      'CAPTCHA_SECRET is a published demo value',
    ]);
  });

  it("refuses the local scripts' search database password, and an address that is none", () => {
    expect(secretProblems(env({ ...good, SEARCH_DATABASE_URL: 'postgres://bua_search:bua-search-local@127.0.0.1:5432/bua_search' }))).toEqual(['SEARCH_DATABASE_URL has a published demo password']);
    expect(secretProblems(env({ ...good, SEARCH_DATABASE_URL: 'not an address' }))).toEqual(['SEARCH_DATABASE_URL is not a postgres:// address']);
    expect(secretProblems(env({ ...good, SEARCH_DATABASE_URL: 'postgres://bua_search:Xq8%40long-generated@db.internal:5432/bua_search' }))).toEqual([]);
  });

  it('knows every value the repository ever published as a default', () => {
    expect(PUBLISHED_SECRET_VALUES).toEqual(expect.arrayContaining(['portal-bua-demo-secret-not-for-production', 'portal-bua-e2e-secret-not-for-production', 'portal-bua-local-revalidate-secret']));
  });
});

describe('startupSecretsError', () => {
  it('stops a production server with the demo secret, saying which setting and how to fix it', () => {
    const message = startupSecretsError(env({ ...good, NODE_ENV: 'production', NEXTAUTH_SECRET: 'portal-bua-demo-secret-not-for-production' }));
    expect(message).toContain('refuses to start in production');
    expect(message).toContain('NEXTAUTH_SECRET is a published demo value');
    expect(message).toContain('BUA_ALLOW_DEMO_SECRETS=1');
  });

  it('lets development, good secrets, and the explicit demo flag through', () => {
    expect(startupSecretsError(env({ NODE_ENV: 'development' }))).toBeNull();
    expect(startupSecretsError(env({ ...good, NODE_ENV: 'production' }))).toBeNull();
    expect(startupSecretsError(env({ NODE_ENV: 'production', BUA_ALLOW_DEMO_SECRETS: '1' }))).toBeNull();
  });
});
