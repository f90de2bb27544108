/** @jest-environment node */
import { WpError } from '@/lib/wp';
import { startSso } from './ssoInitiate';
import { withSessionHint } from './hintCookie';
import { newSsoState, verifySsoState } from './ssoState';

const ORIGIN = 'http://localhost:3000';

describe('startSso (behaviour §4 "single sign-on start", behaviour §8 initiation texts)', () => {
  it('asks WordPress with origin + returnTo (or /) and the state', async () => {
    const initiate = jest.fn(async () => ({ success: true, redirect_url: 'https://cas.test/cas/login?service=x' }));
    await expect(startSso(ORIGIN, '/berita/arsip?x=1', 'st', initiate)).resolves.toEqual({ success: true, redirect_url: 'https://cas.test/cas/login?service=x' });
    expect(initiate).toHaveBeenCalledWith('http://localhost:3000/berita/arsip?x=1', 'st');
    await startSso(ORIGIN, '//evil.example', 'st', initiate);
    expect(initiate).toHaveBeenLastCalledWith('http://localhost:3000/', 'st');
    await startSso(ORIGIN, null, 'st', initiate);
    expect(initiate).toHaveBeenLastCalledWith('http://localhost:3000/', 'st');
  });

  it.each([
    [{ success: false, message: 'SSO is off' }, 'SSO is off'],
    [{ success: false }, 'Failed to initiate SSO.'],
    [{ success: true }, 'SSO initiation failed: Invalid server response.'],
    [{}, 'SSO initiation failed: Invalid server response.'],
    [{ success: true, redirect_url: 'javascript:alert(1)' }, 'SSO initiation failed: Invalid server response.'],
    [{ success: true, redirect_url: 'not a url' }, 'SSO initiation failed: Invalid server response.'],
  ])('answer %j → %s', async (answer, message) => {
    await expect(startSso(ORIGIN, '/', 's', async () => answer)).resolves.toEqual({ success: false, message });
  });

  it.each([
    [new WpError('Single sign-on is not configured on this site (CAS_SERVER_URL).', 503, 'bua_sso_not_configured'), 'Single sign-on is not configured on this site (CAS_SERVER_URL).'],
    [new WpError('Bad Gateway', 502), 'SSO initiation failed: Invalid server response.'],
    [new WpError('Not Found', 404), 'SSO Initiation Failed: Status 404'],
    [new WpError('Network error occurred', 0), 'An error occurred during SSO login initiation.'],
    [new WpError('Request timed out', 504), 'An error occurred during SSO login initiation.'],
    [new Error('boom'), 'An error occurred during SSO login initiation.'],
  ])('failure %p → its text', async (error, message) => {
    await expect(
      startSso(ORIGIN, '/', 's', async () => {
        throw error;
      }),
    ).resolves.toEqual({ success: false, message });
  });
});

describe('SSO state', () => {
  const env = { NEXTAUTH_SECRET: 'state-test-secret-long-enough-to-use' } as unknown as NodeJS.ProcessEnv;

  it('matches only the state sealed in the cookie, within 10 minutes', async () => {
    const { state, sealed } = await newSsoState(env, 1_000);
    expect(await verifySsoState(sealed, state, env, 2_000)).toBe(true);
    expect(await verifySsoState(sealed, `${state}x`, env, 2_000)).toBe(false);
    expect(await verifySsoState(sealed, state, env, 1_000 + 10 * 60_000)).toBe(false);
    expect(await verifySsoState(undefined, state, env)).toBe(false);
    expect(await verifySsoState(sealed, '', env)).toBe(false);
    expect(await verifySsoState(sealed, state, { NEXTAUTH_SECRET: 'another-secret-that-is-long-enough' } as unknown as NodeJS.ProcessEnv, 2_000)).toBe(false);
  });
});

describe('withSessionHint', () => {
  const env = { NEXTAUTH_URL: 'http://localhost:3000' } as unknown as NodeJS.ProcessEnv;
  const answer = (...cookies: string[]) => {
    const headers = new Headers();
    for (const cookie of cookies) headers.append('Set-Cookie', cookie);
    return new Response('{}', { headers });
  };

  it('sets bua_session=1 (not HttpOnly) when the session cookie is set', () => {
    const response = withSessionHint(answer('next-auth.session-token=eyJ.abc; Path=/; HttpOnly; SameSite=Lax'), env);
    expect(response.headers.getSetCookie()).toContain('bua_session=1; Path=/; SameSite=Lax; Max-Age=28800');
  });

  it('clears it when the session cookie is cleared, and leaves other answers alone', () => {
    const cleared = withSessionHint(answer('next-auth.session-token=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly'), env);
    expect(cleared.headers.getSetCookie()).toContain('bua_session=; Path=/; SameSite=Lax; Max-Age=0');
    const other = withSessionHint(answer('next-auth.csrf-token=x; Path=/'), env);
    expect(other.headers.getSetCookie()).toEqual(['next-auth.csrf-token=x; Path=/']);
  });

  it('uses the __Secure- cookie and Secure over https', () => {
    const response = withSessionHint(answer('__Secure-next-auth.session-token=eyJ; Path=/; Secure'), { NEXTAUTH_URL: 'https://portal.example' } as unknown as NodeJS.ProcessEnv);
    expect(response.headers.getSetCookie()).toContain('bua_session=1; Path=/; SameSite=Lax; Secure; Max-Age=28800');
  });
});
