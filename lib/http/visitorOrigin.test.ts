/** @jest-environment node */
import { onSiteOrigin, visitorOrigin } from './visitorOrigin';

function headers(values: Record<string, string>): Headers {
  return new Headers(values);
}

const SITES = ['http://localhost:8080', 'https://bua.mahkamahagung.go.id', 'https://localhost:8443', 'http://localhost'];
// The request layer (server/) is plain CommonJS, preloaded before Next.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { visitorOriginOf } = require('@/server/clientAddress.cjs') as { visitorOriginOf: (headers: Record<string, string>, fromTrustedProxy: boolean) => string };

/** The headers Next's code sees once the request layer has decided the origin. */
function decided(values: Record<string, string>, fromTrustedProxy = true): Headers {
  const raw = { ...values };
  const origin = visitorOriginOf(raw, fromTrustedProxy);
  return headers({ ...raw, 'x-bua-visitor-origin': origin });
}

/** Requests as a browser, nginx (with or without a port in Host) or a stranger may send them. */
const ASKED: Record<string, string>[] = [
  { host: 'localhost' },
  { host: 'localhost:8080' },
  { host: 'localhost', 'x-forwarded-host': 'localhost:8080', 'x-forwarded-proto': 'http' },
  { host: 'localhost', 'x-forwarded-host': 'localhost:8443', 'x-forwarded-proto': 'https' },
  { host: '127.0.0.1:3001', 'x-forwarded-host': 'bua.mahkamahagung.go.id', 'x-forwarded-proto': 'https' },
  { host: 'bua.mahkamahagung.go.id:443', 'x-forwarded-proto': 'https' },
  { host: 'www.bua.mahkamahagung.go.id' },
  { host: 'LOCALHOST:80' },
  { host: 'localhost', 'x-forwarded-proto': 'gopher' },
  { host: 'evil.example/@localhost' },
  { host: 'localhost:8080', 'x-bua-visitor-origin': 'https://evil.example' },
];

describe('visitorOrigin', () => {
  it.each([
    [{ host: 'localhost:8080' }, 'http://localhost:8080'],
    [{ host: 'localhost', 'x-forwarded-host': 'localhost:8080', 'x-forwarded-proto': 'http' }, 'http://localhost:8080'],
    [{ host: '127.0.0.1:3001', 'x-forwarded-host': 'bua.go.id:443, proxy.internal', 'x-forwarded-proto': 'https' }, 'https://bua.go.id'],
    [{ host: 'LOCALHOST:80' }, 'http://localhost'],
    [{ host: 'localhost', 'x-forwarded-proto': 'gopher' }, 'http://localhost'],
    [{ host: 'localhost:8080', 'x-bua-visitor-origin': 'https://evil.example' }, 'http://localhost:8080'],
  ])('%p from a trusted front is %s', (values, origin) => {
    expect(visitorOrigin(decided(values))).toBe(origin);
  });

  it("believes a client's own forwarded headers only from a trusted proxy", () => {
    expect(visitorOrigin(decided({ host: 'localhost:3001', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }, false))).toBe('http://localhost:3001');
  });

  it('leaves Next no forwarded scheme or host: it would fetch its own rewrites from that origin', () => {
    const raw: Record<string, string> = { host: 'localhost', 'x-forwarded-host': 'localhost:8443', 'x-forwarded-proto': 'https', 'x-forwarded-port': '8443' };
    expect(visitorOriginOf(raw, true)).toBe('https://localhost:8443');
    expect(raw).toEqual({ host: 'localhost' });
  });

  it('is null for a host that does not parse as one', () => {
    expect(visitorOrigin(decided({ host: 'evil.example/@localhost' }))).toBeNull();
    expect(visitorOrigin(headers({}))).toBeNull();
  });
});

describe('onSiteOrigin', () => {
  afterEach(() => {
    delete process.env.SITE_URL;
  });

  it('keeps a front on a port other than 80 or 443 where it is: Host without the port, X-Forwarded-Host with it', () => {
    process.env.SITE_URL = 'http://localhost:8080';
    expect(onSiteOrigin(decided({ host: 'localhost', 'x-forwarded-host': 'localhost:8080' }), '/login')).toBeNull();
    expect(onSiteOrigin(decided({ host: 'localhost', 'x-forwarded-host': 'localhost:8443', 'x-forwarded-proto': 'https' }), '/login')?.toString()).toBe('http://localhost:8080/login');
    process.env.SITE_URL = 'https://localhost:8443';
    expect(onSiteOrigin(decided({ host: 'localhost', 'x-forwarded-host': 'localhost:8443', 'x-forwarded-proto': 'https' }), '/login?returnTo=%2Fadmin')).toBeNull();
    expect(onSiteOrigin(decided({ host: '127.0.0.1:3001' }, false), '/login?returnTo=%2Fadmin')?.toString()).toBe('https://localhost:8443/login?returnTo=%2Fadmin');
  });

  it('never redirects to the address that was asked for, whatever the site and the request', () => {
    for (const site of SITES) {
      process.env.SITE_URL = site;
      for (const values of ASKED) {
        for (const trusted of [true, false]) {
          const target = onSiteOrigin(decided(values, trusted), '/login?returnTo=%2Fadmin');
          if (target === null) continue;
          expect(target.origin).toBe(site);
          expect(target.origin).not.toBe(visitorOrigin(decided(values, trusted)));
        }
      }
    }
  });
});
