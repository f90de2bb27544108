import { expect, test, type APIRequestContext } from './fixtures';
import { signInContext } from './helpers/auth';
import { wpCreatePost, wpDeletePost } from './helpers/staff';
import { WP_URL, wpToken } from './helpers/wp';

/**
 * An editor's review ends in a decision. On the editor's lists (SAKIP
 * included) a pending post of the bureau has Setujui (publish) and Tolak (back to draft); the
 * status changes in WordPress.
 */
async function statusInWordPress(request: APIRequestContext, token: string, type: string, id: number): Promise<string> {
  const response = await request.get(`${WP_URL}/wp-json/wp/v2/${type}/${id}?_fields=status&context=edit`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await response.json()) as { status: string }).status;
}

for (const [type, path] of [['sakip', '/redaktur-sakip'], ['pengumuman', '/redaktur/pengumuman']] as const) {
  test(`${type}: redaktur_keuangan approves one pending post and rejects another`, async ({ page, context, request }) => {
    test.setTimeout(60_000);
    const owner = await wpToken(request, 'admin_keuangan');
    const stamp = Date.now();
    const now = new Date().toISOString().slice(0, 19);
    const toApprove = await wpCreatePost(request, owner, type, { title: `Tinjauan setujui ${stamp}`, status: 'pending', date: now });
    const toReject = await wpCreatePost(request, owner, type, { title: `Tinjauan tolak ${stamp}`, status: 'pending', date: now });
    try {
      await signInContext(context, 'redaktur_keuangan');
      await page.goto(path);
      await page.getByRole('button', { name: `Setujui ${toApprove.title}` }).first().click();
      await expect(page.getByRole('status').filter({ hasText: 'Konten disetujui dan diterbitkan.' })).toBeVisible();
      await expect.poll(() => statusInWordPress(request, owner, type, toApprove.id)).toBe('publish');

      await page.getByRole('button', { name: `Tolak ${toReject.title}` }).first().click();
      await expect(page.getByRole('status').filter({ hasText: 'Konten dikembalikan ke draf.' })).toBeVisible();
      await expect.poll(() => statusInWordPress(request, owner, type, toReject.id)).toBe('draft');
      // Neither is pending any more: both leave the Tertunda tab.
      await expect(page.getByRole('button', { name: `Setujui ${toApprove.title}` })).toHaveCount(0);
      await expect(page.getByRole('button', { name: `Tolak ${toReject.title}` })).toHaveCount(0);
    } finally {
      await wpDeletePost(request, owner, type, toApprove.id);
      await wpDeletePost(request, owner, type, toReject.id);
    }
  });
}

test("the review route refuses another bureau's post and anything but an editor", async ({ browser, request }) => {
  const owner = await wpToken(request, 'admin_humas');
  const post = await wpCreatePost(request, owner, 'berita', { title: `Tinjauan humas ${Date.now()}`, status: 'pending' });
  try {
    const editor = await browser.newContext();
    await signInContext(editor, 'redaktur_keuangan');
    const foreign = await editor.request.post(`/api/staff/posts/berita/${post.id}/review`, { data: { decision: 'approve' } });
    expect(foreign.status()).toBe(403);
    const bad = await editor.request.post(`/api/staff/posts/berita/${post.id}/review`, { data: { decision: 'publish-everything' } });
    expect([bad.status(), await bad.json()]).toEqual([400, { code: 'invalid', message: 'Permintaan tinjauan tidak valid.' }]);
    await editor.close();

    const admin = await browser.newContext();
    await signInContext(admin, 'admin_humas');
    expect((await admin.request.post(`/api/staff/posts/berita/${post.id}/review`, { data: { decision: 'approve' } })).status()).toBe(403);
    await admin.close();
    expect(await statusInWordPress(request, owner, 'berita', post.id)).toBe('pending');
  } finally {
    await wpDeletePost(request, owner, 'berita', post.id);
  }
});
