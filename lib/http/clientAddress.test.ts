/** @jest-environment node */
import { clientAddress } from './clientAddress';
// The request layer (server/) is plain CommonJS, run by Node outside the bundle.
/* eslint-disable @typescript-eslint/no-require-imports */
const guard = { ...require('@/server/clientAddress.cjs'), ...require('@/server/refusals.cjs') } as {
  clientAddressOf: (socket: string | undefined, headers: Record<string, string | undefined>, trusted: unknown) => string;
  trustedProxies: (setting: string | undefined) => unknown;
  refusalOf: (method: string, target: string) => [number, string, Record<string, string>] | null;
};
/* eslint-enable @typescript-eslint/no-require-imports */

describe('the client address rule (server/)', () => {
  const none = guard.trustedProxies('');
  const nginx = guard.trustedProxies('127.0.0.1, 10.0.0.0/8, ::1');

  it('is the socket address when the socket is not a trusted proxy, whatever the headers say', () => {
    expect(guard.clientAddressOf('203.0.113.7', { 'x-forwarded-for': '1.2.3.4', 'x-real-ip': '5.6.7.8' }, none)).toBe('203.0.113.7');
    expect(guard.clientAddressOf('::ffff:203.0.113.7', {}, none)).toBe('203.0.113.7');
    expect(guard.clientAddressOf('198.51.100.1', { 'x-forwarded-for': '1.2.3.4' }, nginx)).toBe('198.51.100.1');
  });

  it('from a trusted proxy, is the right-most X-Forwarded-For entry that is not a trusted proxy', () => {
    expect(guard.clientAddressOf('127.0.0.1', { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' }, nginx)).toBe('203.0.113.9');
    expect(guard.clientAddressOf('127.0.0.1', { 'x-forwarded-for': '203.0.113.9, 10.1.2.3' }, nginx)).toBe('203.0.113.9');
    expect(guard.clientAddressOf('::1', { 'x-real-ip': '198.51.100.4' }, nginx)).toBe('198.51.100.4');
    expect(guard.clientAddressOf('127.0.0.1', {}, nginx)).toBe('127.0.0.1');
  });

  it('stops at a malformed hop instead of believing what lies left of it', () => {
    expect(guard.clientAddressOf('127.0.0.1', { 'x-forwarded-for': '6.6.6.6, <script>' }, nginx)).toBe('127.0.0.1');
  });
});

describe('clientAddress', () => {
  it('reads only the header the guard wrote, and only an IP address', () => {
    expect(clientAddress(new Headers({ 'x-bua-client-ip': '203.0.113.9', 'x-forwarded-for': '1.1.1.1' }))).toBe('203.0.113.9');
    expect(clientAddress({ 'x-bua-client-ip': ['2001:db8::1'] })).toBe('2001:db8::1');
    expect(clientAddress(new Headers({ 'x-forwarded-for': '1.1.1.1', 'x-real-ip': '2.2.2.2' }))).toBe('unknown');
    expect(clientAddress({ 'x-bua-client-ip': 'not-an-ip' })).toBe('unknown');
    expect(clientAddress(undefined)).toBe('unknown');
  });
});

describe('requests refused before Next (server/)', () => {
  it('lets ordinary requests through', () => {
    expect(guard.refusalOf('GET', '/berita/rapat-kerja?x=1')).toBeNull();
    expect(guard.refusalOf('HEAD', '/')).toBeNull();
    expect(guard.refusalOf('POST', '/api/survey')).toBeNull();
    expect(guard.refusalOf('DELETE', '/api/staff/posts/berita/12')).toBeNull();
  });

  it('answers 405 to TRACE and to anything but GET/HEAD/OPTIONS on a page', () => {
    expect(guard.refusalOf('TRACE', '/')).toEqual([405, 'Method Not Allowed', { Allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS' }]);
    expect(guard.refusalOf('POST', '/berita')).toEqual([405, 'Method Not Allowed', { Allow: 'GET, HEAD, OPTIONS' }]);
    expect(guard.refusalOf('PUT', '/apix')).toEqual([405, 'Method Not Allowed', { Allow: 'GET, HEAD, OPTIONS' }]);
  });

  it('answers OPTIONS of a page or a feed itself (204 with Allow); the API answers its own', () => {
    expect(guard.refusalOf('OPTIONS', '/feed/-1.xml')).toEqual([204, '', { Allow: 'GET, HEAD, OPTIONS' }]);
    expect(guard.refusalOf('OPTIONS', '/berita')).toEqual([204, '', { Allow: 'GET, HEAD, OPTIONS' }]);
    expect(guard.refusalOf('OPTIONS', '/api/survey')).toBeNull();
    expect(guard.refusalOf('GET', '/feed/berita.xml')).toBeNull();
  });

  it("answers 414 to a path over 1024 characters and 400 to a NUL byte in the path; the query is left to the page", () => {
    expect(guard.refusalOf('GET', `/${'a'.repeat(1023)}`)).toBeNull();
    expect(guard.refusalOf('GET', `/${'a'.repeat(1024)}`)?.[0]).toBe(414);
    expect(guard.refusalOf('GET', '/berita/%00')?.[0]).toBe(400);
    expect(guard.refusalOf('GET', `/search?term=${'a'.repeat(5000)}&x=%00`)).toBeNull();
  });
});
