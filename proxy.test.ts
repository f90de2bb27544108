/** @jest-environment node */
import { NextRequest } from 'next/server';
import { config, isGuardedPath, isWellEncoded, proxy } from './proxy';

describe('isGuardedPath', () => {
  it.each([
    ['/admin', true],
    ['/admin/berita', true],
    ['/admin/sakip', true],
    ['/admin-sakip', true],
    ['/admin-dashboard', true],
    ['/redaktur-dashboard', true],
    ['/redaktur/berita', true],
    ['/redaktur-sakip', true],
    ['/profile', true],
    ['/profile/edit', true],
    // "Paths starting /admin" (spec 2.1) is read literally: any path with that prefix is guarded.
    ['/administrasi', true],
    ['/profil', false],
    ['/profiles', false],
    ['/', false],
    ['/berita', false],
    ['/berita/biro/humas/rapat-admin', false],
    ['/login', false],
    ['/sakip', false],
    ['/BiroHumas', false],
    ['/Admin', false],
  ])('%s → %p', (pathname, guarded) => {
    expect(isGuardedPath(pathname)).toBe(guarded);
  });

  it('runs only on the /admin, /redaktur and /profile prefixes and on paths with a percent sign', () => {
    expect(config.matcher).toEqual(['/(admin|redaktur|profile)(.*)', '/(.*%.*)']);
  });
});

describe('isWellEncoded', () => {
  it.each([
    ['/berita/rapat-kerja', true],
    ['/berita/rapat%20kerja', true],
    ['/search/%E2%80%93', true],
    ['/berita/%', false],
    ['/berita/%E0%A4%A', false],
    ['/berita/%zz', false],
  ])('%s → %p', (pathname, expected) => {
    expect(isWellEncoded(pathname)).toBe(expected);
  });
});

describe('proxy', () => {
  it('sends an anonymous visitor of /admin to /login with returnTo', () => {
    const response = proxy(new NextRequest('http://localhost:3000/admin'));
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('http://localhost:3000/login?returnTo=%2Fadmin');
  });

  it('keeps the query string in returnTo', () => {
    const response = proxy(new NextRequest('http://localhost:3000/redaktur/berita?page=2&status=pending'));
    expect(response.status).toBe(307);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('returnTo')).toBe('/redaktur/berita?page=2&status=pending');
  });

  it.each(['next-auth.session-token', '__Secure-next-auth.session-token'])('lets a visitor with the %s cookie through', (cookie) => {
    const response = proxy(new NextRequest('http://localhost:3000/admin', { headers: { cookie: `${cookie}=abc.def` } }));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('location')).toBeNull();
  });

  it('ignores other cookies', () => {
    const response = proxy(new NextRequest('http://localhost:3000/profile', { headers: { cookie: 'next-auth.csrf-token=x; other=y' } }));
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('http://localhost:3000/login?returnTo=%2Fprofile');
  });

  it('rewrites a malformed percent-encoding to the 404 page instead of redirecting or passing it on', () => {
    const response = proxy(new NextRequest('http://localhost:3000/berita/%E0%A4%A'));
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/404');
    expect(response.headers.get('location')).toBeNull();
    const guarded = proxy(new NextRequest('http://localhost:3000/admin/%zz'));
    expect(guarded.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/404');
    expect(guarded.status).toBe(200);
  });

  it('lets a well-encoded public path with a percent sign through', () => {
    const response = proxy(new NextRequest('http://localhost:3000/berita/rapat%20kerja'));
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
  });

  it('lets public paths through without a cookie', () => {
    const response = proxy(new NextRequest('http://localhost:3000/profil'));
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('location')).toBeNull();
  });
});
