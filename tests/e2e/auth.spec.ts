import { expect, test } from './fixtures';
import { CAPTCHA, fillLogin, JWT_PATTERN, sessionOf, SHORT_TOKEN_USER, signInContext, signInWithForm, submitButton, userMenuButton } from './helpers/auth';
import { plainTitle, wpPosts, wpToken } from './helpers/wp';

// Service workers blocked: some tests here sign in through their API context after a public page has
// installed offline mode's worker, and Chromium's worker may fetch the next public page before it
// sees cookies set that way (a browser signing in itself gets them through its own answers).
// offline.spec.ts tests the worker with a staff session signed in through the form.
test.use({ serviceWorkers: 'block' });

test.describe('login form (behaviour §2.13, 5, 8)', () => {
  test('each validation text of behaviour §5, cleared when the form changes', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login dengan SSO' })).toBeVisible();
    await expect(page.getByText('Lupa Password?')).toBeVisible();
    await submitButton(page).click();
    await expect(page.getByText('Username is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Password is required', { exact: true })).toBeVisible();
    await expect(page.getByText('CAPTCHA is required', { exact: true })).toBeVisible();

    await page.getByLabel('Username', { exact: true }).fill('admin_humas');
    await expect(page.getByText('Username is required', { exact: true })).toHaveCount(0);
    await expect(page.getByText('Password is required', { exact: true })).toHaveCount(0);

    await page.getByLabel('Password', { exact: true }).fill('12345');
    await submitButton(page).click();
    await expect(page.getByText('Password must be at least 6 characters', { exact: true })).toBeVisible();
    await expect(page.getByText('CAPTCHA is required', { exact: true })).toBeVisible();
    await page.getByLabel('CAPTCHA', { exact: true }).fill('x');
    await expect(page.getByText('Password must be at least 6 characters', { exact: true })).toHaveCount(0);
  });

  test('the captcha is a server-drawn image without text, refreshable on demand', async ({ page, request }) => {
    await page.goto('/login');
    const image = page.getByTestId('captcha-image');
    await expect(image).toBeVisible();
    const first = await image.getAttribute('src');
    await page.getByRole('button', { name: 'Muat ulang CAPTCHA' }).click();
    await expect(image).not.toHaveAttribute('src', first ?? '');
    const response = await request.get('/api/captcha');
    expect(response.headers()['content-type']).toBe('image/png');
    expect(response.headers()['cache-control']).toContain('no-store');
    expect(response.headers()['set-cookie']).toMatch(/bua_captcha=[^;]+;.*HttpOnly/i);
    const body = await response.body();
    expect(body.subarray(1, 4).toString()).toBe('PNG');
    expect(body.includes(Buffer.from(CAPTCHA))).toBe(false);
    // Nothing on the page spells out the answer.
    expect(await page.content()).not.toContain(CAPTCHA);
  });

  test('a wrong captcha is refused on the server, with a new captcha', async ({ page, context, allowProblem }) => {
    allowProblem(/^401 POST .*\/api\/auth\/callback\/password /); // The refusals this test shows.
    await page.goto('/login');
    const image = page.getByTestId('captcha-image');
    const before = await image.getAttribute('src');
    await fillLogin(page, 'admin_humas', undefined, 'ZZ99ZZ');
    await submitButton(page).click();
    await expect(page.getByText('Invalid CAPTCHA. Please try again.', { exact: true })).toBeVisible();
    await expect(image).not.toHaveAttribute('src', before ?? '');
    await expect(page.getByLabel('CAPTCHA', { exact: true })).toHaveValue('');
    expect((await sessionOf(context.request)).user).toBeUndefined();
  });

  test('the right captcha in lower case is accepted (case-insensitive)', async ({ page }) => {
    await page.goto('/login');
    await fillLogin(page, 'admin_keuangan', undefined, CAPTCHA.toLowerCase());
    await submitButton(page).click();
    await expect(page.getByRole('dialog', { name: 'Login Berhasil' })).toBeVisible();
  });

  test('a wrong password gives the behaviour §8 text and a new captcha', async ({ page, context, allowProblem }) => {
    allowProblem(/^401 POST .*\/api\/auth\/callback\/password /); // The refusals this test shows.
    await page.goto('/login');
    const before = await page.getByTestId('captcha-image').getAttribute('src');
    await fillLogin(page, 'admin_humas', 'bukan-password-ini');
    await submitButton(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Username or password is incorrect. Please try again.' })).toBeVisible();
    await expect(page.getByTestId('captcha-image')).not.toHaveAttribute('src', before ?? '');
    await expect(submitButton(page)).toBeEnabled();
    expect((await sessionOf(context.request)).user).toBeUndefined();
  });

  test('throttling: after 5 failures for a username the next try is refused with a clear message', async ({ page, allowProblem }) => {
    allowProblem(/^401 POST .*\/api\/auth\/callback\/password /); // The refusals this test shows.
    const username = `throttle_${Date.now()}`;
    await page.goto('/login');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await fillLogin(page, username, 'bukan-password-ini');
      await submitButton(page).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Username or password is incorrect. Please try again.' })).toBeVisible();
    }
    await fillLogin(page, username, 'bukan-password-ini');
    await submitButton(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Too many failed login attempts. Please try again in 5 minutes.' })).toBeVisible();
  });
});

test.describe('after signing in (behaviour §4)', () => {
  test('bureau_admin: popup for 2.5 s, then /admin-dashboard → /admin', async ({ page }) => {
    await signInWithForm(page, 'admin_humas');
    const shownAt = Date.now();
    await expect(page.getByText('Anda akan dialihkan...')).toBeVisible();
    await page.waitForURL('**/admin', { timeout: 10_000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2000);
    await expect(page.getByRole('heading', { level: 1, name: 'Dasbor Admin' })).toBeVisible();
    await userMenuButton(page, /Admin|admin_humas/).click();
    await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin-dashboard');
    await expect(page.getByRole('link', { name: 'Sakip Dashboard' })).toHaveAttribute('href', '/admin-sakip');
  });

  test('bureau_redaktur: /redaktur-dashboard', async ({ page }) => {
    await signInWithForm(page, 'redaktur_humas');
    await page.waitForURL('**/redaktur-dashboard', { timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Dasbor Redaktur' })).toBeVisible();
  });

  test('returnTo: a guarded page comes back after signing in; a foreign one is ignored', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fprofile$/);
    await fillLogin(page, 'redaktur_keuangan');
    await submitButton(page).click();
    await page.waitForURL('**/profile', { timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Profil Pengguna' })).toBeVisible();
  });

  test('returnTo: //evil and javascript: go to the dashboard instead', async ({ page }) => {
    await signInWithForm(page, 'admin_keuangan', { returnTo: '//evil.example/x' });
    await page.waitForURL('**/admin', { timeout: 10_000 });
    // An /api/auth/session answer still in flight would set the session cookie again after the clear.
    await page.waitForLoadState('networkidle');
    await page.context().clearCookies();
    await signInWithForm(page, 'admin_keuangan', { returnTo: 'javascript:alert(1)' });
    await page.waitForURL('**/admin', { timeout: 10_000 });
  });

  test('a signed-in user is sent away from /login', async ({ page, context }) => {
    await signInContext(context, 'redaktur_keuangan');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/redaktur-dashboard$/);
    await page.goto('/login?returnTo=%2Fberita%2Farsip');
    await expect(page).toHaveURL(/\/berita\/arsip$/);
  });

  test('no JWT is readable from document.cookie, localStorage, sessionStorage or the page', async ({ page, context }) => {
    await signInWithForm(page, 'admin_humas', { returnTo: '/berita/biro/humas' });
    await page.waitForURL('**/berita/biro/humas', { timeout: 10_000 });
    await expect(userMenuButton(page, /Admin|admin_humas/)).toBeVisible();
    const readable = await page.evaluate(() => [document.cookie, JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage })]);
    for (const value of readable) expect(value).not.toMatch(JWT_PATTERN);
    expect(readable[0]).toContain('bua_session=1');
    expect(await page.content()).not.toMatch(JWT_PATTERN);
    const session = await context.request.get('/api/auth/session');
    expect(await session.text()).not.toMatch(JWT_PATTERN);
    const cookies = await context.cookies();
    const sessionCookie = cookies.find((cookie) => cookie.name.endsWith('next-auth.session-token'));
    expect(sessionCookie?.httpOnly).toBe(true);
    expect(cookies.find((cookie) => cookie.name === 'bua_session')?.value).toBe('1');
  });
});

test.describe('guards (behaviour §2.1, 6)', () => {
  test('role gates both ways, and a user with neither role', async ({ browser }) => {
    const cases: [string, string, string, RegExp][] = [
      ['admin_humas', 'bua-demo-2026', '/redaktur-dashboard', /\/$/],
      ['redaktur_humas', 'bua-demo-2026', '/admin', /\/$/],
      ['admin', process.env.DEMO_ADMIN_PASSWORD ?? 'bua-admin-2026', '/admin', /\/$/],
      ['admin', process.env.DEMO_ADMIN_PASSWORD ?? 'bua-admin-2026', '/redaktur-dashboard', /\/$/],
    ];
    for (const [user, password, path, expected] of cases) {
      const context = await browser.newContext();
      await signInContext(context, user, password);
      const page = await context.newPage();
      await page.goto(path);
      await expect(page, `${user} on ${path}`).toHaveURL(expected);
      await expect(page.getByRole('heading', { name: /Dasbor/ })).toHaveCount(0);
      await context.close();
    }
    const context = await browser.newContext();
    await signInContext(context, 'admin_humas');
    const page = await context.newPage();
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dasbor Admin' })).toBeVisible();
    await context.close();
  });
});


test.describe('private content (behaviour §4, 6)', () => {
  test('a private post: INTERNAL in the bureau list and readable signed in, 404 signed out', async ({ page, context, request }) => {
    const token = await wpToken(request, 'admin_humas');
    const [privatePost] = await wpPosts(request, 'berita', { status: 'private', bureau: 'humas', per_page: 1 }, token);
    expect(privatePost?.status).toBe('private');
    const title = plainTitle(privatePost!);

    // Signed out: the public list does not have it and the detail is the 404 page.
    const anonymous = await request.get(`/berita/${privatePost!.slug}`);
    expect(anonymous.status()).toBe(404);
    await page.goto('/berita/biro/humas');
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);

    await signInContext(context, 'admin_humas');
    await page.goto('/berita/biro/humas');
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: title }) });
    await expect(card).toBeVisible();
    await expect(card.getByText('INTERNAL', { exact: true })).toBeVisible();

    const detail = await page.goto(`/berita/${privatePost!.slug}`);
    expect(detail?.status()).toBe(200);
    expect(detail?.headers()['cache-control']).toMatch(/no-store/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText('INTERNAL', { exact: true }).first()).toBeVisible();
    await page.goto(`/berita/biro/humas/${privatePost!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    // The public address never served the personalised page to anyone else.
    const again = await request.get(`/berita/${privatePost!.slug}`);
    expect(again.status()).toBe(404);
    expect(await again.text()).not.toContain(title.replace(/&/g, '&amp;'));
  });

  test('the archive lists private news with the INTERNAL badge when signed in', async ({ page, context, request }) => {
    const token = await wpToken(request, 'admin_humas');
    const withPrivate = await wpPosts(request, 'berita', { status: 'publish,private', per_page: 100 }, token);
    const index = withPrivate.findIndex((post) => post.status === 'private');
    expect(index).toBeGreaterThanOrEqual(0);
    const pageNumber = Math.floor(index / 10) + 1;
    const path = pageNumber === 1 ? '/berita/arsip' : `/berita/arsip/${pageNumber}`;
    const title = plainTitle(withPrivate[index]!);
    await signInContext(context, 'admin_humas');
    await page.goto(path);
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: title }) });
    await expect(card.getByText('INTERNAL', { exact: true })).toBeVisible();
  });

  test('the signed-in twins do not exist for a visitor', async ({ request }) => {
    for (const path of ['/internal/berita/arsip', '/internal/berita/biro/humas', '/%69nternal/berita/arsip']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text()).toContain('404 - Halaman Tidak Ditemukan');
    }
  });
});

test.describe('session lifecycle (behaviour §4)', () => {
  test('logout: home, toast for 3 s, button disabled meanwhile', async ({ page, context }) => {
    await signInContext(context, 'admin_humas');
    await page.goto('/berita/biro/humas');
    await userMenuButton(page, /Admin|admin_humas/).click();
    // Slow the sign-out down so the locked button can be seen.
    await page.route('**/api/auth/signout', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    const logout = page.getByRole('button', { name: 'Keluar' });
    await logout.click();
    await expect(logout).toBeDisabled();
    const toast = page.getByRole('status').filter({ hasText: 'Berhasil keluar' });
    await expect(toast).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Masuk' })).toBeVisible();
    expect((await sessionOf(context.request)).user).toBeUndefined();
    await expect(toast).toBeHidden({ timeout: 5000 });
  });

  test('logout in one tab signs out the other', async ({ context }) => {
    await signInContext(context, 'admin_humas');
    const first = await context.newPage();
    const second = await context.newPage();
    // (Not home: its complaint pop-up would cover the header.)
    await first.goto('/berita/arsip');
    await second.goto('/berita/biro/humas');
    await expect(userMenuButton(second, /Admin|admin_humas/)).toBeVisible();
    await userMenuButton(first, /Admin|admin_humas/).click();
    await first.getByRole('button', { name: 'Keluar' }).click();
    await expect(first.getByRole('banner').getByRole('link', { name: 'Masuk' })).toBeVisible();
    await expect(second.getByRole('banner').getByRole('link', { name: 'Masuk' })).toBeVisible({ timeout: 10_000 });
  });

  test('signing in in one tab reloads a signed-out tab', async ({ context }) => {
    const other = await context.newPage();
    // (Not home: its complaint pop-up, a modal, opens after a second and hides the header from roles.)
    await other.goto('/berita');
    await expect(other.getByRole('banner').getByRole('link', { name: 'Masuk' })).toBeVisible();
    const page = await context.newPage();
    await signInWithForm(page, 'redaktur_humas');
    await expect(userMenuButton(other, /Redaktur|redaktur_humas/)).toBeVisible({ timeout: 10_000 });
  });

  test('token refresh 5 minutes before expiry (short-lived token user)', async ({ page, context }) => {
    test.setTimeout(60_000);
    await signInContext(context, SHORT_TOKEN_USER);
    const before = await sessionOf(context.request);
    const lifetime = (before.tokenExpiresAt ?? 0) - Math.floor(Date.now() / 1000);
    expect(lifetime, 'WP_JWT_TTL_USERS gives this user a short token').toBeLessThan(330);
    // The page asks for its session again 5 minutes before exp; the server then refreshes the token.
    const refreshed = page.waitForResponse(async (response) => {
      if (!response.url().endsWith('/api/auth/session')) return false;
      const body = (await response.json().catch(() => ({}))) as { tokenExpiresAt?: number };
      return (body.tokenExpiresAt ?? 0) > (before.tokenExpiresAt ?? 0);
    }, { timeout: 45_000 });
    await page.goto('/');
    const response = await refreshed;
    const after = (await response.json()) as { user?: { login: string }; tokenExpiresAt: number };
    expect(after.user?.login).toBe(SHORT_TOKEN_USER);
    expect(after.tokenExpiresAt).toBeGreaterThan(before.tokenExpiresAt ?? 0);
    await expect(userMenuButton(page, /Redaktur|redaktur_pimpinan/)).toBeVisible();
  });
});
