import { expect, test, type APIRequestContext } from './fixtures';
import { wpPosts, wpToken, WP_URL } from './helpers/wp';

/** Spec: a change in WordPress is visible on the portal within 5 s (the webhook, not the 60 s safety net). */
const VISIBLE_WITHIN_MS = 5_000;

async function setTitle(request: APIRequestContext, token: string, id: number, title: string) {
  const response = await request.post(`${WP_URL}/wp-json/wp/v2/berita/${id}`, { headers: { Authorization: `Bearer ${token}` }, data: { title } });
  expect(response.status(), await response.text()).toBe(200);
}

async function rawTitle(request: APIRequestContext, token: string, id: number): Promise<string> {
  const response = await request.get(`${WP_URL}/wp-json/wp/v2/berita/${id}?context=edit&_fields=title`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { title: { raw: string } }).title.raw;
}

/** Milliseconds until the detail page's HTML holds `text` (polling like a visitor reloading), or Infinity. */
async function timeUntilShown(request: APIRequestContext, path: string, text: string, startedAt: number, limitMs: number): Promise<number> {
  while (Date.now() - startedAt < limitMs) {
    const html = await (await request.get(path)).text();
    if (html.includes(text)) return Date.now() - startedAt;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return Infinity;
}

test.describe('freshness: WordPress changes reach the portal by webhook', () => {
  test('a wrong or missing signature is refused with 401', async ({ request }) => {
    const body = JSON.stringify({ type: 'berita', id: 1, slugs: ['x'] });
    const missing = await request.post('/api/revalidate', { data: body, headers: { 'Content-Type': 'application/json' } });
    expect(missing.status()).toBe(401);
    const wrong = await request.post('/api/revalidate', {
      data: body,
      headers: { 'Content-Type': 'application/json', 'X-BUA-Timestamp': String(Math.floor(Date.now() / 1000)), 'X-BUA-Signature': `sha256=${'0'.repeat(64)}` },
    });
    expect(wrong.status()).toBe(401);
    expect(await wrong.json()).toEqual({ message: 'Invalid signature' });
  });

  test('a title changed over the REST API shows on the detail page within 5 s', async ({ request }) => {
    test.setTimeout(60_000);
    const token = await wpToken(request, 'admin_humas');
    // Not the search/share fixture post: the second newest humas berita.
    const [, post] = await wpPosts(request, 'berita', { bureau: 'humas', per_page: 2 });
    expect(post).toBeTruthy();
    const path = `/berita/biro/humas/${post!.slug}`;
    const original = await rawTitle(request, token, post!.id);

    // Cache the page first, so only an on-demand revalidation can show the change in time.
    expect((await request.get(path)).status()).toBe(200);
    expect(await (await request.get(path)).text()).toContain(original);

    const changed = `Judul Uji Kesegaran ${Date.now()}`;
    const startedAt = Date.now();
    try {
      await setTitle(request, token, post!.id, changed);
      const elapsed = await timeUntilShown(request, path, changed, startedAt, VISIBLE_WITHIN_MS);
      test.info().annotations.push({ type: 'publish-to-visible', description: `${elapsed} ms` });
      expect(elapsed, 'the new title is on the detail page within 5 s').toBeLessThanOrEqual(VISIBLE_WITHIN_MS);
    } finally {
      const restoredAt = Date.now();
      await setTitle(request, token, post!.id, original);
      // Leave the portal as found for the other tests: the old title is back too.
      const restored = await timeUntilShown(request, path, original, restoredAt, 15_000);
      test.info().annotations.push({ type: 'restore-to-visible', description: `${restored} ms` });
    }
  });
});
