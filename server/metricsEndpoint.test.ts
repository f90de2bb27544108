/** @jest-environment node */
import type { IncomingMessage } from 'node:http';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { mayScrape } = require('./metricsEndpoint.cjs') as { mayScrape: (req: Partial<IncomingMessage>, env: Record<string, string>) => boolean };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { routeKind } = require('../lib/metrics/metrics.cjs') as { routeKind: (path: string) => string };

const request = (remoteAddress: string, headers: Record<string, string> = {}) => ({ socket: { remoteAddress }, headers }) as unknown as Partial<IncomingMessage>;

describe('who may read /api/metrics (server/metricsEndpoint.cjs)', () => {
  it('a request on this host straight to the instance', () => {
    expect(mayScrape(request('127.0.0.1'), {})).toBe(true);
    expect(mayScrape(request('::1'), {})).toBe(true);
    expect(mayScrape(request('::ffff:127.0.0.1'), {})).toBe(true);
  });

  it('not through a proxy (nginx sends X-Forwarded-For), not from another host', () => {
    expect(mayScrape(request('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }), {})).toBe(false);
    expect(mayScrape(request('10.0.0.7'), {})).toBe(false);
  });

  it('anyone with the bearer METRICS_TOKEN, nobody with another', () => {
    const env = { METRICS_TOKEN: 'rahasia-pemantauan-panjang' };
    expect(mayScrape(request('10.0.0.7', { authorization: 'Bearer rahasia-pemantauan-panjang' }), env)).toBe(true);
    expect(mayScrape(request('10.0.0.7', { authorization: 'Bearer rahasia-lain' }), env)).toBe(false);
    expect(mayScrape(request('10.0.0.7', { authorization: 'Bearer ' }), {})).toBe(false);
  });
});

describe('kinds of route the counters use', () => {
  it.each([
    ['/', 'page'],
    ['/berita/biro/humas/rapat', 'page'],
    ['/search/hasil/term%3Dx', 'search'],
    ['/search?term=x', 'search'],
    ['/feed/berita.xml', 'feed'],
    ['/sitemap.xml', 'feed'],
    ['/share/rapat/opengraph-image', 'share'],
    ['/_next/static/chunks/a.js', 'static'],
    ['/_next/image?url=x', 'image'],
    ['/api/auth/session', 'sign-in'],
    ['/login', 'sign-in'],
    ['/api/staff/posts/berita/1', 'api'],
    ['/admin-sakip', 'staff'],
    ['/redaktur/berita', 'staff'],
    ['/internal/berita', 'staff-view'],
  ])('%s is %s', (path, kind) => {
    expect(routeKind(path)).toBe(kind);
  });
});
