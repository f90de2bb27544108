/** @jest-environment node */
import { createHash } from 'node:crypto';
import { csrfCookieFor } from './formCsrf';

const env = { NEXTAUTH_SECRET: 's'.repeat(40), NEXTAUTH_URL: 'http://localhost:3000' } as unknown as NodeJS.ProcessEnv;
const seed = 'a'.repeat(64);

describe('csrfCookieFor', () => {
  it("writes next-auth's CSRF cookie for the form's seed: token|sha256(token + secret)", () => {
    const hash = createHash('sha256').update(`${seed}${'s'.repeat(40)}`).digest('hex');
    expect(csrfCookieFor(seed, env)).toBe(`next-auth.csrf-token=${encodeURIComponent(`${seed}|${hash}`)}; Path=/; HttpOnly; SameSite=Lax`);
  });

  it('uses the __Host- name and Secure over HTTPS', () => {
    expect(csrfCookieFor(seed, { ...env, NEXTAUTH_URL: 'https://bua.test' })).toMatch(/^__Host-next-auth\.csrf-token=.*; Secure$/);
  });

  it('refuses anything but 64 hex characters, and works only with a secret', () => {
    for (const bad of [null, '', 'abc', 'g'.repeat(64), `${seed}x`]) expect(csrfCookieFor(bad, env)).toBeNull();
    expect(csrfCookieFor(seed, {} as NodeJS.ProcessEnv)).toBeNull();
  });
});
