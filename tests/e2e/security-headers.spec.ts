import { expect, test, type APIResponse } from './fixtures';

function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, what).toContain("default-src 'self'");
  expect(csp, what).toContain("object-src 'none'");
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("base-uri 'none'");
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], what).toContain('camera=()');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['x-powered-by'], what).toBeUndefined();
  // Served over plain http here: no HSTS (it is added when SITE_URL is https).
  expect(headers['strict-transport-security'], what).toBeUndefined();
}

test('security headers on a public page, a staff page and an API route', async ({ request }) => {
  expectSecurityHeaders(await request.get('/'), 'home');
  expectSecurityHeaders(await request.get('/berita'), 'landing list');
  expectSecurityHeaders(await request.get('/admin', { maxRedirects: 0 }), 'staff page (redirect to login)');
  expectSecurityHeaders(await request.get('/api/auth/session'), 'API route');
  expectSecurityHeaders(await request.get('/halaman-yang-tidak-ada'), '404 page');
});
