/** @jest-environment node */
import { onSiteOrigin, visitorOrigin } from './visitorOrigin';

function headers(values: Record<string, string>): Headers {
  return new Headers(values);
}

const SITES = ['http://localhost:8080', 'https://bua.mahkamahagung.go.id', 'https://localhost:8443', 'http://localhost'];
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
];

describe('visitorOrigin', () => {
  it.each([
    [{ host: 'localhost:8080' }, 'http://localhost:8080'],
    [{ host: 'localhost', 'x-forwarded-host': 'localhost:8080', 'x-forwarded-proto': 'http' }, 'http://localhost:8080'],
    [{ host: '127.0.0.1:3001', 'x-forwarded-host': 'bua.go.id:443, proxy.internal', 'x-forwarded-proto': 'https' }, 'https://bua.go.id'],
    [{ host: 'LOCALHOST:80' }, 'http://localhost'],
    [{ host: 'localhost', 'x-forwarded-proto': 'gopher' }, 'http://localhost'],
  ])('%p is %s', (values, origin) => {
    expect(visitorOrigin(headers(values))).toBe(origin);
  });

  it('is null for a host that does not parse as one', () => {
    expect(visitorOrigin(headers({ host: 'evil.example/@localhost' }))).toBeNull();
    expect(visitorOrigin(headers({}))).toBeNull();
  });
});

describe('onSiteOrigin', () => {
  afterEach(() => {
    delete process.env.SITE_URL;
  });

  it('keeps a front on a port other than 80 or 443 where it is: Host without the port, X-Forwarded-Host with it', () => {
    process.env.SITE_URL = 'http://localhost:8080';
    expect(onSiteOrigin(headers({ host: 'localhost', 'x-forwarded-host': 'localhost:8080' }), '/login')).toBeNull();
    expect(onSiteOrigin(headers({ host: 'localhost', 'x-forwarded-host': 'localhost:8443', 'x-forwarded-proto': 'https' }), '/login')?.toString()).toBe('http://localhost:8080/login');
    process.env.SITE_URL = 'https://localhost:8443';
    expect(onSiteOrigin(headers({ host: 'localhost', 'x-forwarded-host': 'localhost:8443', 'x-forwarded-proto': 'https' }), '/login?returnTo=%2Fadmin')).toBeNull();
    expect(onSiteOrigin(headers({ host: '127.0.0.1:3001' }), '/login?returnTo=%2Fadmin')?.toString()).toBe('https://localhost:8443/login?returnTo=%2Fadmin');
  });

  it('never redirects to the address that was asked for, whatever the site and the request', () => {
    for (const site of SITES) {
      process.env.SITE_URL = site;
      for (const values of ASKED) {
        const target = onSiteOrigin(headers(values), '/login?returnTo=%2Fadmin');
        if (target === null) continue;
        expect(target.origin).toBe(site);
        expect(target.origin).not.toBe(visitorOrigin(headers(values)));
      }
    }
  });
});
