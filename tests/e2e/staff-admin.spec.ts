import { expect, test, type APIRequestContext, type BrowserContext, type Locator, type Page } from './fixtures';
import { expectNoViolations, wcagViolations } from './helpers/a11y';
import { sessionOf, signInContext, signInWithApi, userMenuButton } from './helpers/auth';
import { wpToken } from './helpers/wp';
import {
  ALL_STATUSES,
  LABELS,
  POST_TYPES,
  sameAsWordPress,
  shortDate,
  signInWithWpToken,
  staffTab,
  tabCount,
  titleText,
  withCreatedPost,
  wpDeletePost,
  wpList,
  wpPostStatus,
  wpTotal,
  type CreatedPost,
} from './helpers/staff';

/**
 * Admin screens (behaviour §2.15, 4, 5, 8, 9) on the real local WordPress as admin_humas:
 * counts against WordPress itself, tabs and pagination, the status panel, deletion (success,
 * cancel, rollback, a post already gone, an ended session, double clicks) and a forged
 * cross-bureau delete that WordPress refuses.
 */

const BUREAU = 'humas';
const ADMIN = 'admin_humas';

function confirmDialog(page: Page): Locator {
  return page.getByRole('alertdialog', { name: 'Apakah Anda Yakin?' });
}

/**
 * A private post of `type` made over REST as the admin for one test, then the browser signed in as
 * the admin on that type's 'Internal' tab. `body` gets the post, its row and the admin's token; the
 * post is deleted for good afterwards whatever happens.
 */
async function withInternalPost(
  { page, context, request }: { page: Page; context: BrowserContext; request: APIRequestContext },
  type: string,
  title: string,
  body: (post: CreatedPost, row: Locator, token: string) => Promise<void>,
): Promise<void> {
  const token = await wpToken(request, ADMIN);
  await withCreatedPost(request, token, type, { title, status: 'private' }, async (post) => {
    await signInContext(context, ADMIN);
    await page.goto(`/admin/${type}?tab=internal`);
    await body(post, page.getByRole('row').filter({ hasText: post.title }), token);
  });
}

test.describe('admin dashboard /admin (behaviour §2.15)', () => {
  test('eight counts match WordPress, Kelola links, Konten Terbaru is the 5 newest published with dd/mm/yy and Lihat', async ({ page, context, request }) => {
    const token = await signInWithWpToken({ context, request }, ADMIN);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dasbor Admin' })).toBeVisible();
    await expect(page.getByText('Selamat datang di dasbor manajemen konten', { exact: true })).toBeVisible();

    for (const type of POST_TYPES) {
      const card = page.getByTestId(`card-${type}`);
      await expect(card.getByRole('heading', { name: LABELS[type] })).toBeVisible();
      await expect(card.getByText('Diterbitkan', { exact: true })).toBeVisible();
      await expect(card.getByText('Diproses', { exact: true })).toBeVisible();
      await expect(card.getByRole('link', { name: `Kelola ${LABELS[type]}` })).toHaveAttribute('href', `/admin/${type}`);
    }
    const newest: { type: string; slug: string; title: string; date: string }[] = [];
    await sameAsWordPress(async () => {
      newest.length = 0;
      const expected = await Promise.all(
        POST_TYPES.map(async (type) => ({
          type,
          published: await wpTotal(request, token, type, { status: 'publish', bureau: BUREAU }),
          pending: await wpTotal(request, token, type, { status: 'pending', bureau: BUREAU }),
          items: await wpList(request, token, type, { status: 'publish', bureau: BUREAU, per_page: 5 }),
        })),
      );
      await page.reload();
      for (const { type, published, pending, items } of expected) {
        expect(await page.getByTestId(`count-${type}-publish`).textContent()).toBe(String(published));
        expect(await page.getByTestId(`count-${type}-pending`).textContent()).toBe(String(pending));
        newest.push(...items.map((item) => ({ type, slug: item.slug, title: titleText(item), date: item.date })));
      }
    });

    newest.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
    const expected = newest.slice(0, 5);
    const recent = page.getByRole('region', { name: 'Konten Terbaru' }).getByTestId('feed-item');
    await expect(recent).toHaveCount(expected.length);
    for (const [index, item] of expected.entries()) {
      const row = recent.nth(index);
      await expect(row).toContainText(item.title);
      await expect(row.getByText(LABELS[item.type]!, { exact: true })).toBeVisible();
      await expect(row.locator('time')).toHaveText(shortDate(item.date));
      await expect(row.getByRole('link', { name: /^Lihat/ })).toHaveAttribute('href', `/${item.type}/${item.slug}`);
    }
  });
});

test.describe('management pages (behaviour §2.15, 4, 9)', () => {
  test('berita: tabs with WordPress counts, a card grid of 8, pagination text and pages, badges, Edit (editor) and Tinjau (preview) links by id', async ({ page, context, request }) => {
    const token = await signInWithWpToken({ context, request }, ADMIN);
    const totals = { Semua: 0, Diterbitkan: 0, Internal: 0, Diproses: 0 };
    await sameAsWordPress(async () => {
      Object.assign(totals, {
        Semua: await wpTotal(request, token, 'berita', { status: ALL_STATUSES, bureau: BUREAU }),
        Diterbitkan: await wpTotal(request, token, 'berita', { status: 'publish', bureau: BUREAU }),
        Internal: await wpTotal(request, token, 'berita', { status: 'private', bureau: BUREAU }),
        Diproses: await wpTotal(request, token, 'berita', { status: 'pending', bureau: BUREAU }),
      });
      await page.goto('/admin/berita');
      await expect(page.getByRole('heading', { level: 1, name: 'Management' })).toBeVisible();
      for (const [name, total] of Object.entries(totals)) expect(await tabCount(page, name), name).toBe(String(total));
    });
    expect(totals.Semua).toBeGreaterThan(8);
    await expect(staffTab(page, 'Semua')).toHaveAttribute('aria-selected', 'true');

    const panel = page.getByRole('tabpanel');
    const pages = Math.ceil(totals.Semua / 8);
    await expect(panel.getByRole('article')).toHaveCount(8);
    await expect(page.getByTestId('pagination-text')).toHaveText(`Menampilkan 8 dari ${totals.Semua} Konten (Halaman 1 dari ${pages})`);
    // WordPress's own order: newest first, every status.
    const firstPage = await wpList(request, token, 'berita', { status: ALL_STATUSES, bureau: BUREAU, per_page: 8 });
    for (const [index, item] of firstPage.entries()) await expect(panel.getByRole('article').nth(index)).toHaveAccessibleName(titleText(item));

    await page.getByRole('button', { name: 'Halaman 2' }).click();
    await expect(page).toHaveURL(/\/admin\/berita\?page=2$/);
    const onLast = totals.Semua - 8 * (pages - 1);
    await expect(page.getByTestId('pagination-text')).toHaveText(`Menampilkan ${pages === 2 ? onLast : 8} dari ${totals.Semua} Konten (Halaman 2 dari ${pages})`);

    // Tabs by keyboard: arrow right selects Diterbitkan, and the page starts at 1 again.
    await staffTab(page, 'Semua').focus();
    await page.keyboard.press('ArrowRight');
    await expect(staffTab(page, 'Diterbitkan')).toHaveAttribute('aria-selected', 'true');
    await expect(staffTab(page, 'Diterbitkan')).toBeFocused();
    await expect(page).toHaveURL(/\?tab=diterbitkan$/);
    await expect(page.getByTestId('pagination-text')).toHaveText(`Menampilkan ${Math.min(8, totals.Diterbitkan)} dari ${totals.Diterbitkan} Konten (Halaman 1 dari ${Math.ceil(totals.Diterbitkan / 8)})`);
    await expect(panel.locator('[data-status="publish"]')).toHaveCount(Math.min(8, totals.Diterbitkan));

    await staffTab(page, 'Internal').click();
    await expect(panel.getByRole('article')).toHaveCount(totals.Internal);
    await expect(panel.getByText('Private', { exact: true })).toHaveCount(totals.Internal);

    await staffTab(page, 'Diproses').click();
    await expect(panel.getByRole('article')).toHaveCount(totals.Diproses);
    await expect(panel.getByText('Pending', { exact: true })).toHaveCount(totals.Diproses);
    const pending = await wpList(request, token, 'berita', { status: 'pending', bureau: BUREAU, per_page: 8 });
    const first = panel.getByRole('article').first();
    await expect(first).toHaveAccessibleName(titleText(pending[0]!));
    // Edit opens WordPress's editor (signed in); Tinjau the portal's preview.
    const links: [RegExp, string][] = [
      [/^Edit /, `/api/staff/wp-editor?post=${pending[0]!.id}`],
      [/^Tinjau /, `/api/preview?type=berita&id=${pending[0]!.id}`],
    ];
    for (const [name, href] of links) {
      const link = first.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    await expect(first.getByRole('button', { name: /^Hapus / })).toBeVisible();

    // The address keeps the tab: a reload renders it on the server.
    await page.reload();
    await expect(staffTab(page, 'Diproses')).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByRole('article')).toHaveCount(totals.Diproses);
  });

  test('pengumuman: a table with No, Judul, Penulis, Tanggal, Status, Aksi; published rows have no Tinjau; Lihat opens the post', async ({ page, context, request }) => {
    const token = await signInWithWpToken({ context, request }, ADMIN);
    const rows = await wpList(request, token, 'pengumuman', { status: ALL_STATUSES, bureau: BUREAU, per_page: 8 });
    await page.goto('/admin/pengumuman');
    const table = page.getByRole('table', { name: 'Daftar Pengumuman' });
    await expect(table.getByRole('columnheader')).toHaveText(['No', 'Judul', 'Penulis', 'Tanggal', 'Status', 'Aksi']);
    const bodyRows = table.locator('tbody tr');
    await expect(bodyRows).toHaveCount(rows.length);
    for (const [index, item] of rows.entries()) {
      const row = bodyRows.nth(index);
      await expect(row.locator('td').nth(0)).toHaveText(String(index + 1));
      await expect(row.locator('td').nth(1)).toHaveText(titleText(item));
      await expect(row.locator('td').nth(3)).toHaveText(shortDate(item.date));
      await expect(row.getByRole('link', { name: /^Tinjau / })).toHaveCount(item.status === 'publish' ? 0 : 1);
      await expect(row.getByRole('link', { name: /^Edit / })).toHaveAttribute('href', `/api/staff/wp-editor?post=${item.id}`);
    }
    const published = rows.find((item) => item.status === 'publish')!;
    const row = bodyRows.filter({ hasText: titleText(published) });
    await expect(row.getByRole('link', { name: /^Lihat / })).toHaveAttribute('href', `/pengumuman/${published.slug}`);
  });

  test("'Status Pengajuan': pending and published newest first, 5 per page, Ditinjau/Disetujui, counts, 'Buat Undangan' in a new tab", async ({ page, context, request }) => {
    const token = await signInWithWpToken({ context, request }, ADMIN);
    const panel = page.getByTestId('submission-panel');
    const count = (label: string) => panel.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd');
    let expected: Awaited<ReturnType<typeof wpList>> = [];
    await sameAsWordPress(async () => {
      const [pendingCount, publishedCount] = await Promise.all([
        wpTotal(request, token, 'undangan', { status: 'pending', bureau: BUREAU }),
        wpTotal(request, token, 'undangan', { status: 'publish', bureau: BUREAU }),
      ]);
      expected = await wpList(request, token, 'undangan', { status: 'pending,publish', bureau: BUREAU, per_page: 10 });
      await page.goto('/admin/undangan');
      await expect(panel.getByRole('heading', { name: 'Status Pengajuan' })).toBeVisible();
      expect(await count('Diproses').textContent()).toBe(String(pendingCount));
      expect(await count('Diterbitkan').textContent()).toBe(String(publishedCount));
      expect(await count('Total').textContent()).toBe(String(pendingCount + publishedCount));
    });
    const create = panel.getByRole('link', { name: /Buat Undangan/ });
    await expect(create).toHaveAttribute('href', '/api/staff/wp-editor?new=undangan');
    await expect(create).toHaveAttribute('target', '_blank');

    const items = panel.getByRole('listitem');
    for (const [pageIndex, slice] of [expected.slice(0, 5), expected.slice(5, 10)].entries()) {
      if (pageIndex === 1) {
        await panel.getByRole('button', { name: 'Berikutnya' }).click();
        await expect(page).toHaveURL(/\?panel=2$/);
      }
      await expect(items).toHaveCount(slice.length);
      for (const [index, item] of slice.entries()) {
        await expect(items.nth(index)).toContainText(titleText(item));
        await expect(items.nth(index)).toContainText(item.status === 'pending' ? 'Ditinjau' : 'Disetujui');
      }
    }
  });

  test('SAKIP (/admin-sakip) as admin_perencanaan: a table and counts of WordPress', async ({ page, context, request }) => {
    const token = await signInWithWpToken({ context, request }, 'admin_perencanaan');
    const total = await wpTotal(request, token, 'sakip', { status: ALL_STATUSES, bureau: 'perencanaan' });
    await page.goto('/admin-sakip');
    await expect(page.getByRole('heading', { level: 1, name: 'Management' })).toBeVisible();
    expect(await tabCount(page, 'Semua')).toBe(String(total));
    await expect(page.getByRole('table', { name: 'Daftar SAKIP' }).locator('tbody tr')).toHaveCount(Math.min(8, total));
    await expect(page.getByTestId('submission-panel').getByRole('link', { name: /Buat SAKIP/ })).toHaveAttribute('href', '/api/staff/wp-editor?new=sakip');
  });

  test('the first render comes from the server (no spinner), and every list is the session bureau whatever the request says', async ({ context, request }) => {
    const token = await signInWithWpToken({ context, request }, ADMIN);
    const [first] = await wpList(request, token, 'artikel', { status: ALL_STATUSES, bureau: BUREAU, per_page: 1 });
    const html = await (await context.request.get('/admin/artikel')).text();
    expect(html).toContain(titleText(first!).replace(/&/g, '&amp;'));
    expect(html).toContain('Menampilkan 8 dari');
    expect(html).not.toContain('wpToken');

    const humasPrivate = (await wpList(request, token, 'artikel', { status: 'private', bureau: BUREAU, per_page: 100 })).map((item) => item.id).sort();
    const forged = await context.request.get('/api/staff/admin/artikel?tab=internal&bureau=keuangan&author=admin_keuangan');
    expect(forged.status()).toBe(200);
    expect(forged.headers()['cache-control']).toContain('no-store');
    const body = (await forged.json()) as { posts: { id: number }[] };
    expect(body.posts.map((post) => post.id).sort()).toEqual(humasPrivate);
    expect(JSON.stringify(body)).not.toMatch(/eyJ[\w-]{5,}\./);
  });

  test('moving between management pages by the staff menu: each starts from its server answer, no client fetch', async ({ page, context }) => {
    await signInContext(context, ADMIN);
    await page.goto('/admin/berita');
    await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(8);
    const fetched: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/staff/')) fetched.push(req.url());
    });
    await page.getByRole('navigation', { name: 'Menu admin' }).getByRole('link', { name: 'Artikel' }).click();
    await expect(page).toHaveURL(/\/admin\/artikel$/, { timeout: 15_000 });
    await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(8);
    await page.getByRole('navigation', { name: 'Menu admin' }).getByRole('link', { name: 'Undangan' }).click();
    await expect(page.getByRole('table', { name: 'Daftar Undangan' })).toBeVisible({ timeout: 15_000 });
    expect(fetched).toEqual([]);
  });

  test('data routes: anonymous 401, an editor 403, an unknown type 404', async ({ browser, request }) => {
    expect((await request.get('/api/staff/admin/berita')).status()).toBe(401);
    const editor = await browser.newContext();
    await signInWithApi(editor.request, 'redaktur_humas');
    expect((await editor.request.get('/api/staff/admin/berita')).status()).toBe(403);
    expect((await editor.request.delete('/api/staff/posts/berita/1')).status()).toBe(403);
    await editor.close();
    const admin = await browser.newContext();
    await signInWithApi(admin.request, ADMIN);
    expect((await admin.request.get('/api/staff/admin/halaman')).status()).toBe(404);
    expect((await admin.request.get('/api/staff/redaktur/berita')).status()).toBe(403);
    await admin.close();
  });
});

test.describe('deletion (behaviour §4, 5, 8)', () => {
  test('confirm dialog: focus trapped, Escape and Tidak cancel; Iya hides the post at once, Sukses!, notice, gone from WordPress and the public page', async ({ page, context, request }) => {
    test.setTimeout(60_000);
    const token = await wpToken(request, ADMIN);
    await withCreatedPost(request, token, 'pengumuman', { title: `Uji Hapus Staf ${Date.now()}` }, async (post) => {
      // The public page exists (and is cached) before the delete.
      await expect.poll(async () => (await request.get(`/pengumuman/${post.slug}`)).status()).toBe(200);
      const published = await wpTotal(request, token, 'pengumuman', { status: 'publish', bureau: BUREAU });
      await signInContext(context, ADMIN);
      await page.goto(`/admin/pengumuman?tab=diterbitkan&page=${Math.ceil(published / 8)}`);
      const row = page.getByRole('row').filter({ hasText: post.title });
      await expect(row).toBeVisible();
      const before = Number(await tabCount(page, 'Diterbitkan'));
      const remove = row.getByRole('button', { name: `Hapus ${post.title}` });

      await remove.click();
      const dialog = confirmDialog(page);
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('Apakah Kamu Ingin Menghapus Pengumuman Ini?');
      const yes = dialog.getByRole('button', { name: 'Iya' });
      const no = dialog.getByRole('button', { name: 'Tidak' });
      await expect(no).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(yes).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(no).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(yes).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(remove).toBeFocused();
      await remove.click();
      await no.click();
      await expect(dialog).toBeHidden();
      await expect(remove).toBeFocused();
      await expect(row).toBeVisible();
      expect(await wpPostStatus(request, token, 'pengumuman', post.id)).toBe(200);

      // Slow the answer down: the row must be gone before it arrives.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/staff/posts/**', async (route) => {
        await held;
        await route.continue();
      });
      await remove.click();
      await yes.click();
      await expect(row).toBeHidden();
      expect(await tabCount(page, 'Diterbitkan')).toBe(String(before - 1));
      release();
      const success = page.getByRole('alertdialog', { name: 'Sukses!' });
      await expect(success).toContainText('Pengumuman Berhasil di Hapus.');
      await success.getByRole('button', { name: 'Tutup' }).click();
      await expect(success).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: '1 post(s) have been deleted' })).toBeVisible();
      await expect(row).toBeHidden();
      expect(await wpPostStatus(request, token, 'pengumuman', post.id)).toBe(404);
      // Refetched after success: the count is WordPress's again.
      await expect
        .poll(async () => (await tabCount(page, 'Diterbitkan')) === String(await wpTotal(request, token, 'pengumuman', { status: 'publish', bureau: BUREAU })))
        .toBe(true);
      // Gone from the public page within seconds (revalidated by the route).
      await expect.poll(async () => (await request.get(`/pengumuman/${post.slug}`)).status(), { timeout: 10_000 }).toBe(404);
    });
  });

  test('double clicks: one dialog, one delete request', async ({ page, context, request }) => {
    await withInternalPost({ page, context, request }, 'undangan', `Uji Klik Ganda ${Date.now()}`, async (post, row, token) => {
      const deletes: string[] = [];
      page.on('request', (req) => {
        if (req.method() === 'DELETE') deletes.push(req.url());
      });
      await row.getByRole('button', { name: /^Hapus / }).dblclick();
      await expect(confirmDialog(page)).toHaveCount(1);
      await confirmDialog(page).getByRole('button', { name: 'Iya' }).dblclick();
      await expect(page.getByRole('alertdialog', { name: 'Sukses!' })).toBeVisible();
      expect(deletes).toEqual([expect.stringContaining(`/api/staff/posts/undangan/${post.id}`)]);
      expect(await wpPostStatus(request, token, 'undangan', post.id)).toBe(404);
    });
  });

  test('a refused delete (403) brings the post back with the error dialog; a network failure gives the exception text', async ({ page, context, request, allowProblem }) => {
    allowProblem(/^403 DELETE .*\/api\/staff\/posts\//); // The refusal this test shows.
    await withInternalPost({ page, context, request }, 'pengumuman', `Uji Gagal Hapus ${Date.now()}`, async (post, row, token) => {
      const before = await tabCount(page, 'Internal');

      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/staff/posts/**', async (route) => {
        await held;
        await route.fulfill({ status: 403, json: { code: 'forbidden', message: 'This post belongs to another bureau' } });
      });
      await row.getByRole('button', { name: /^Hapus / }).click();
      await confirmDialog(page).getByRole('button', { name: 'Iya' }).click();
      await expect(row).toBeHidden();
      release();
      const error = page.getByRole('alertdialog', { name: 'Error' });
      await expect(error).toContainText('Gagal menghapus Pengumuman. Periksa izin Anda.');
      await expect(row).toBeVisible();
      expect(await tabCount(page, 'Internal')).toBe(before);
      await error.getByRole('button', { name: 'Tutup' }).click();
      await expect(page.getByText(/post\(s\) have been deleted/)).toHaveCount(0);

      await page.unroute('**/api/staff/posts/**');
      await page.route('**/api/staff/posts/**', (route) => route.abort('connectionreset'));
      await row.getByRole('button', { name: /^Hapus / }).click();
      await confirmDialog(page).getByRole('button', { name: 'Iya' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Error' })).toContainText('Terjadi kesalahan saat menghapus Pengumuman.');
      await expect(row).toBeVisible();
      expect(await wpPostStatus(request, token, 'pengumuman', post.id)).toBe(200);
    });
  });

  test('a post deleted behind the screen\'s back: a clear error, then it leaves the list', async ({ page, context, request, allowProblem }) => {
    allowProblem(/^404 DELETE .*\/api\/staff\/posts\//); // The answer for the post already gone.
    await withInternalPost({ page, context, request }, 'undangan', `Uji Sudah Terhapus ${Date.now()}`, async (post, row, token) => {
      await expect(row).toBeVisible();
      await wpDeletePost(request, token, 'undangan', post.id);
      await row.getByRole('button', { name: /^Hapus / }).click();
      await confirmDialog(page).getByRole('button', { name: 'Iya' }).click();
      const error = page.getByRole('alertdialog', { name: 'Error' });
      await expect(error).toContainText('Gagal menghapus Undangan. Periksa izin Anda.');
      await expect(error).toContainText('sudah tidak ada');
      await error.getByRole('button', { name: 'Tutup' }).click();
      await expect(row).toBeHidden();
    });
  });

  test('a session that ended mid-action: the post stays, the dialog says so and offers to sign in again', async ({ page, context, request, allowProblem }) => {
    allowProblem(/^401 DELETE .*\/api\/staff\/posts\//); // The answer for the ended session.
    await withInternalPost({ page, context, request }, 'pengumuman', `Uji Sesi Berakhir ${Date.now()}`, async (post, row, token) => {
      await expect(row).toBeVisible();
      // Let the header's session check finish first: its answer renews the cookie.
      await expect(userMenuButton(page, /Admin|admin_humas/)).toBeVisible();
      await page.waitForLoadState('networkidle');
      await context.clearCookies();
      expect((await sessionOf(context.request)).user).toBeUndefined();
      await row.getByRole('button', { name: /^Hapus / }).click();
      await confirmDialog(page).getByRole('button', { name: 'Iya' }).click();
      const error = page.getByRole('alertdialog', { name: 'Error' });
      await expect(error).toContainText('Sesi Anda telah berakhir. Silakan masuk kembali.');
      await expect(error.getByRole('link', { name: 'Masuk kembali' })).toHaveAttribute('href', '/login?returnTo=%2Fadmin%2Fpengumuman');
      await expect(row).toBeVisible();
      expect(await wpPostStatus(request, token, 'pengumuman', post.id)).toBe(200);
    });
  });

  test('forged requests: another bureau\'s post is refused by WordPress (403, nothing deleted); bad ids and types are 400; anonymous 401; cross-site 403', async ({ browser, request }) => {
    const keuangan = await wpToken(request, 'admin_keuangan');
    const [publicPost] = await wpList(request, keuangan, 'berita', { status: 'publish', bureau: 'keuangan', per_page: 1 });
    const [privatePost] = await wpList(request, keuangan, 'berita', { status: 'private', bureau: 'keuangan', per_page: 1 });
    const context = await browser.newContext();
    await signInWithApi(context.request, ADMIN);
    for (const target of [publicPost!, privatePost!]) {
      const response = await context.request.delete(`/api/staff/posts/berita/${target.id}`);
      expect(response.status(), `berita ${target.id}`).toBe(403);
      const body = (await response.json()) as { code: string; message: string };
      expect(body.code).toBe('forbidden');
      expect(body.message).toContain('another bureau');
      expect(await wpPostStatus(request, keuangan, 'berita', target.id)).toBe(200);
    }
    // The id under another type is not that post: WordPress's 404, still nothing deleted.
    expect((await context.request.delete(`/api/staff/posts/artikel/${publicPost!.id}`)).status()).toBe(404);
    expect(await wpPostStatus(request, keuangan, 'berita', publicPost!.id)).toBe(200);
    for (const path of ['halaman/1', 'berita/-1', 'berita/0', 'berita/1.5', 'berita/1e3', 'berita/abc', 'BERITA/1', 'berita/00012']) {
      expect((await context.request.delete(`/api/staff/posts/${path}`)).status(), path).toBe(400);
    }
    expect((await context.request.delete(`/api/staff/posts/berita/${publicPost!.id}`, { headers: { 'Sec-Fetch-Site': 'cross-site' } })).status()).toBe(403);
    expect((await request.delete(`/api/staff/posts/berita/${publicPost!.id}`)).status()).toBe(401);
    expect(await wpPostStatus(request, keuangan, 'berita', publicPost!.id)).toBe(200);
    await context.close();
  });
});

test.describe('accessibility of the admin screens (WCAG 2.1 A/AA)', () => {
  for (const width of [390, 1280]) {
    test(`dashboard, a card grid, a table and the open delete dialog at ${width} px`, async ({ page, context }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      await signInContext(context, ADMIN);
      for (const path of ['/admin', '/admin/berita', '/admin/pengumuman?tab=diproses']) await expectNoViolations(page, path);
      await page.getByRole('button', { name: /^Hapus / }).first().click();
      await expect(confirmDialog(page)).toBeVisible();
      expect(await wcagViolations(page), 'the delete dialog has accessibility violations').toEqual([]);
      await page.keyboard.press('Escape');
    });
  }
});
