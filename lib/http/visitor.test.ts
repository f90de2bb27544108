/** @jest-environment node */
import { verifiedVisitorId, VISITOR_COOKIE, visitorOf } from './visitor';

const env = { NEXTAUTH_SECRET: 'x'.repeat(40) } as unknown as NodeJS.ProcessEnv;

describe('visitorOf', () => {
  it('gives a new browser a signed id cookie, and knows it again', () => {
    const first = visitorOf(new Request('http://portal.test/api/survey', { headers: { 'x-bua-client-ip': '203.0.113.5' } }), env);
    expect(first.ip).toBe('203.0.113.5');
    expect(first.id).toMatch(/^[a-f0-9]{32}$/);
    expect(first.setCookie).toMatch(new RegExp(`^${VISITOR_COOKIE}=${first.id}\\.[a-f0-9]{32}; Path=/api; Max-Age=31536000; HttpOnly; SameSite=Lax$`));
    const cookie = first.setCookie!.split(';')[0]!;
    const again = visitorOf(new Request('http://portal.test/api/survey', { headers: { cookie, 'x-bua-client-ip': '203.0.113.5' } }), env);
    expect(again).toEqual({ ip: '203.0.113.5', id: first.id });
  });

  it('refuses an id the portal did not sign', () => {
    expect(verifiedVisitorId(`${'a'.repeat(32)}.${'b'.repeat(32)}`, env)).toBeNull();
    expect(verifiedVisitorId('garbage', env)).toBeNull();
    const forged = visitorOf(new Request('http://portal.test/api/survey', { headers: { cookie: `${VISITOR_COOKIE}=${'a'.repeat(32)}.${'b'.repeat(32)}` } }), env);
    expect(forged.id).not.toBe('a'.repeat(32));
    expect(forged.setCookie).toBeDefined();
  });
});
