/** @jest-environment node */
import { dashboardFor, destinationAfterLogin, sanitizeReturnTo } from './returnTo';

describe('sanitizeReturnTo', () => {
  it.each([
    ['/admin', '/admin'],
    ['/admin/berita?page=2&status=pending', '/admin/berita?page=2&status=pending'],
    ['/berita/rapat-kerja#komentar', '/berita/rapat-kerja#komentar'],
    ['/search?term=a%20b', '/search?term=a%20b'],
    ['/', '/'],
    ['/redaktur/../admin', '/admin'],
  ])('keeps the same-origin path %s', (value, expected) => {
    expect(sanitizeReturnTo(value)).toBe(expected);
  });

  it.each([
    ['//evil.example'],
    ['//evil.example/admin'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/\\/evil.example'],
    ['https://evil.example/'],
    ['http:evil.example'],
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['data:text/html,hi'],
    ['/%2F%2Fevil.example'],
    ['/%2f/evil.example'],
    ['/%5Cevil.example'],
    ['/\tevil'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/ /evil.example'],
    ['admin'],
    ['.'],
    [''],
    ['/login'],
    ['/login?returnTo=/admin'],
    ['/auth/sso-callback?token=x'],
  ])('refuses %p', (value) => {
    expect(sanitizeReturnTo(value)).toBeNull();
  });

  it('refuses an overlong path', () => {
    expect(sanitizeReturnTo(`/${'a'.repeat(2100)}`)).toBeNull();
  });

  it('refuses anything that is not a string', () => {
    expect(sanitizeReturnTo(undefined)).toBeNull();
    expect(sanitizeReturnTo(null)).toBeNull();
    expect(sanitizeReturnTo(['/admin'])).toBeNull();
    expect(sanitizeReturnTo(42)).toBeNull();
  });

  it('accepts an absolute URL only on the given origin, reduced to its path', () => {
    expect(sanitizeReturnTo('http://localhost:3000/admin?x=1', 'http://localhost:3000')).toBe('/admin?x=1');
    expect(sanitizeReturnTo('http://localhost:3000', 'http://localhost:3000/')).toBe('/');
    expect(sanitizeReturnTo('http://localhost:3001/admin', 'http://localhost:3000')).toBeNull();
    expect(sanitizeReturnTo('https://localhost:3000/admin', 'http://localhost:3000')).toBeNull();
    expect(sanitizeReturnTo('http://localhost:3000.evil.example/admin', 'http://localhost:3000')).toBeNull();
    expect(sanitizeReturnTo('http://localhost:3000//evil.example', 'http://localhost:3000')).toBeNull();
    expect(sanitizeReturnTo('javascript:alert(1)', 'http://localhost:3000')).toBeNull();
    expect(sanitizeReturnTo('http://localhost:3000/admin')).toBeNull();
  });
});

describe('dashboardFor and destinationAfterLogin', () => {
  it('sends each role to its dashboard (behaviour §4)', () => {
    expect(dashboardFor(['bureau_admin'])).toBe('/admin-dashboard');
    expect(dashboardFor(['bureau_redaktur'])).toBe('/redaktur-dashboard');
    expect(dashboardFor(['bureau_redaktur', 'bureau_admin'])).toBe('/admin-dashboard');
    expect(dashboardFor(['administrator'])).toBe('/');
    expect(dashboardFor([])).toBe('/');
    expect(dashboardFor(undefined)).toBe('/');
  });

  it('prefers a safe returnTo', () => {
    expect(destinationAfterLogin('/berita/x', ['bureau_admin'])).toBe('/berita/x');
    expect(destinationAfterLogin('//evil.example', ['bureau_admin'])).toBe('/admin-dashboard');
    expect(destinationAfterLogin(null, ['bureau_redaktur'])).toBe('/redaktur-dashboard');
  });
});
