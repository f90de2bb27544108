import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from './fixtures';
import { signInContext } from './helpers/auth';
import { wpCreatePost, wpDeletePost } from './helpers/staff';
import { DEMO_ADMIN_PASSWORD, WP_URL, wpToken } from './helpers/wp';

/**
 * Previews in the portal's own design, scheduled posts on time,
 * and old addresses of a renamed post that keep working. Real WordPress, real Chromium.
 */
const now = () => new Date().toISOString().slice(0, 19);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('preview in the portal', () => {
  test('an editor opens a pending post from the staff screen: the portal design with the Pratinjau band, not indexed, not cached; one click ends it', async ({ browser, request }) => {
    const token = await wpToken(request, 'admin_humas');
    const title = `Pratinjau Uji ${Date.now()}`;
    const post = await wpCreatePost(request, token, 'berita', { title, status: 'pending', date: now() });
    const context = await browser.newContext();
    try {
      await signInContext(context, 'redaktur_humas');
      const page = await context.newPage();
      await page.goto('/redaktur/berita');
      const review = page.getByRole('link', { name: new RegExp(`^Tinjau ${escape(title)}`) });
      await expect(review).toHaveAttribute('href', `/api/preview?type=berita&id=${post.id}`);

      const response = await page.goto(`/api/preview?type=berita&id=${post.id}`);
      await expect(page).toHaveURL(new RegExp(`/preview/berita/${post.id}$`));
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toMatch(/no-store/);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const band = page.getByRole('region', { name: 'Pratinjau' });
      await expect(band).toContainText('Tampilan ini belum terbit untuk publik (status: Pending).');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      // The portal's own design: its header and footer around the post.
      await expect(page.getByRole('navigation', { name: 'Menu utama' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('Badan Urusan Administrasi');

      await band.getByRole('link', { name: 'Keluar dari pratinjau' }).click();
      await expect(page).toHaveURL(/\/redaktur(-dashboard)?$/);
      expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('__prerender_bypass');
    } finally {
      await context.close();
      await wpDeletePost(request, token, 'berita', post.id);
    }
  });

  test('the same link opens nothing for an anonymous visitor, nor for staff of another bureau', async ({ browser, request }) => {
    const token = await wpToken(request, 'admin_humas');
    const title = `Pratinjau Tertutup ${Date.now()}`;
    const post = await wpCreatePost(request, token, 'berita', { title, status: 'pending', date: now() });
    const link = `/api/preview?type=berita&id=${post.id}`;
    try {
      const anonymous = await browser.newContext();
      const visitor = await anonymous.newPage();
      await visitor.goto(link);
      await expect(visitor).toHaveURL(/\/login\?returnTo=/);
      await visitor.goto(`/preview/berita/${post.id}`);
      await expect(visitor).toHaveURL(/\/login\?returnTo=/);
      await expect(visitor.getByText(title)).toHaveCount(0);
      await anonymous.close();

      const keuangan = await browser.newContext();
      await signInContext(keuangan, 'redaktur_keuangan');
      const other = await keuangan.newPage();
      const response = await other.goto(link);
      expect(response?.status()).toBe(404);
      await expect(other.getByText(title)).toHaveCount(0);
      await keuangan.close();
    } finally {
      await wpDeletePost(request, token, 'berita', post.id);
    }
  });

  test("WordPress's Preview link is made for one user: it opens the preview for them, and for nobody else", async ({ browser, request }) => {
    const token = await wpToken(request, 'admin_humas');
    const title = `Pratinjau Dari WordPress ${Date.now()}`;
    const post = await wpCreatePost(request, token, 'berita', { title, status: 'draft', date: now() });
    try {
      const answer = await request.get(`${WP_URL}/wp-json/wp/v2/berita/${post.id}?context=edit&_fields=portal_preview_link`, { headers: { Authorization: `Bearer ${token}` } });
      const { portal_preview_link: link } = (await answer.json()) as { portal_preview_link: string };
      const site = process.env.SITE_URL ?? 'http://localhost:3100';
      expect(link.startsWith(`${site}/api/preview?type=berita&id=${post.id}&login=admin_humas&exp=`)).toBe(true);
      expect(link).toMatch(/&sig=[0-9a-f]{64}$/);

      const owner = await browser.newContext();
      await signInContext(owner, 'admin_humas');
      const page = await owner.newPage();
      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Pratinjau' })).toContainText('status: Draft');
      const tampered = await owner.request.get(link.replace(/exp=(\d+)/, (_, exp: string) => `exp=${Number(exp) + 60}`), { maxRedirects: 0 });
      expect(tampered.status()).toBe(403);
      await owner.close();

      const colleague = await browser.newContext();
      await signInContext(colleague, 'redaktur_humas');
      const refused = await colleague.request.get(link, { maxRedirects: 0 });
      expect(refused.status()).toBe(403);
      expect(await refused.text()).toContain('Tautan pratinjau ini bukan untuk Anda.');
      await colleague.close();
    } finally {
      await wpDeletePost(request, token, 'berita', post.id);
    }
  });
});

/** Polls `path` (anonymous, no redirects followed) until `check` holds; milliseconds taken, or Infinity. */
async function timeUntil(request: APIRequestContext, path: string, check: (status: number, location: string, html: string) => boolean, limitMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    const response = await request.get(path, { maxRedirects: 0 });
    const location = response.headers().location ?? '';
    if (check(response.status(), location ? new URL(location, 'http://portal.invalid').pathname : '', await response.text())) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return Infinity;
}

// WordPress publishes at once what is scheduled less than a minute ahead (wp_insert_post), so the
// shortest real schedule is just over a minute.
test('a post scheduled a minute ahead appears on the portal on its own, within a minute of its time', async ({ request }) => {
  test.setTimeout(180_000);
  const token = await wpToken(request, 'admin_humas');
  const title = `Terjadwal Uji ${Date.now()}`;
  const listing = '/berita/biro/humas';
  expect((await request.get(listing)).status()).toBe(200);
  // WordPress keeps a post scheduled only when its date is at least a minute ahead (wp_insert_post
  // publishes one due sooner at once): a minute and a few seconds.
  const SCHEDULED_AHEAD_MS = 65_000;
  const at = Date.now() + SCHEDULED_AHEAD_MS;
  const created = await request.post(`${WP_URL}/wp-json/wp/v2/berita`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { title, status: 'future', date_gmt: new Date(at).toISOString().slice(0, 19), content: '<p>Terbit sendiri pada waktunya.</p>' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, status } = (await created.json()) as { id: number; status: string };
  try {
    expect(status).toBe('future');
    expect(await (await request.get(listing)).text()).not.toContain(title);
    const shown = await timeUntil(request, listing, (code, _location, html) => code === 200 && html.includes(title), SCHEDULED_AHEAD_MS + 90_000);
    const afterItsTime = shown === Infinity ? Infinity : Date.now() - at;
    test.info().annotations.push({ type: 'visible after its time', description: `${afterItsTime} ms` });
    expect(afterItsTime, 'on the listing within a minute of its time').toBeLessThanOrEqual(60_000);
  } finally {
    await wpDeletePost(request, token, 'berita', id);
    // Leave the listing as the other specs expect it: without this newest post.
    await timeUntil(request, listing, (code, _location, html) => code === 200 && !html.includes(title), 15_000);
  }
});

test("renaming a post: its old detail and share addresses answer 301 to the new ones, within 5 s; another bureau's address 301 to its own", async ({ request }) => {
  test.setTimeout(60_000);
  const token = await wpToken(request, 'admin_humas');
  const post = await wpCreatePost(request, token, 'berita', { title: `Ganti Nama Uji ${Date.now()}` });
  const renamed = `${post.slug}-baru`;
  const addresses = [`/berita/${post.slug}`, `/berita/biro/humas/${post.slug}`, `/share/${post.slug}`];
  const moved = [`/berita/${renamed}`, `/berita/biro/humas/${renamed}`, `/share/${renamed}`];
  try {
    for (const path of addresses) expect((await request.get(path)).status(), path).toBe(200);
    const update = await request.post(`${WP_URL}/wp-json/wp/v2/berita/${post.id}`, { headers: { Authorization: `Bearer ${token}` }, data: { slug: renamed } });
    expect(update.status()).toBe(200);
    for (const [index, path] of addresses.entries()) {
      const elapsed = await timeUntil(request, path, (status, location) => status === 301 && location === moved[index], 10_000);
      expect(elapsed, `${path} → 301 ${moved[index]}`).toBeLessThanOrEqual(5_000);
      expect((await request.get(moved[index]!)).status(), moved[index]).toBe(200);
    }
    // A bureau address of another bureau (the post moved, or the link was wrong): 301 to its own.
    const wrongBureau = await request.get(`/berita/biro/keuangan/${renamed}`, { maxRedirects: 0 });
    expect([wrongBureau.status(), wrongBureau.headers().location]).toEqual([301, `/berita/biro/humas/${renamed}`]);
    // An address nothing ever answered at is still the 404 page.
    expect((await request.get(`/berita/${post.slug}-tidak-pernah-ada`, { maxRedirects: 0 })).status()).toBe(404);
  } finally {
    await wpDeletePost(request, token, 'berita', post.id);
  }
});

// Pictures are WordPress's own attachments: a bureau admin may upload one but only an
// administrator edits it (core's edit_posts), so the picture is the administrator's here.
test("editing a picture's alt text in WordPress: the page of the post that shows it has the new text within 5 s", async ({ request }) => {
  test.setTimeout(60_000);
  const token = await wpToken(request, 'admin_humas');
  const media = { Authorization: `Bearer ${await wpToken(request, 'admin', DEMO_ADMIN_PASSWORD)}` };
  const stamp = Date.now();
  const uploaded = await request.post(`${WP_URL}/wp-json/wp/v2/media`, {
    headers: { ...media, 'Content-Type': 'image/webp', 'Content-Disposition': `attachment; filename="uji-gambar-${stamp}.webp"` },
    data: readFileSync('public/images/default-berita.webp'),
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const picture = (await uploaded.json()) as { id: number };
  const setAlt = async (text: string) => {
    const answer = await request.post(`${WP_URL}/wp-json/wp/v2/media/${picture.id}`, { headers: media, data: { alt_text: text } });
    expect(answer.status(), await answer.text()).toBe(200);
  };
  let postId: number | undefined;
  try {
    await setAlt(`Gambar Uji Lama ${stamp}`);
    const created = await request.post(`${WP_URL}/wp-json/wp/v2/berita`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { title: `Gambar Uji ${stamp}`, status: 'publish', date: now(), featured_media: picture.id, content: '<p>Pos dengan gambar uji.</p>' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const post = (await created.json()) as { id: number; slug: string };
    postId = post.id;
    const path = `/berita/${post.slug}`;
    expect(await (await request.get(path)).text()).toContain(`alt="Gambar Uji Lama ${stamp}"`);

    await setAlt(`Gambar Uji Baru ${stamp}`);
    const elapsed = await timeUntil(request, path, (status, _location, html) => status === 200 && html.includes(`alt="Gambar Uji Baru ${stamp}"`), 10_000);
    expect(elapsed, `${path} shows the new alt text`).toBeLessThanOrEqual(5_000);
  } finally {
    if (postId) await wpDeletePost(request, token, 'berita', postId);
    await request.delete(`${WP_URL}/wp-json/wp/v2/media/${picture.id}?force=true`, { headers: media });
  }
});
