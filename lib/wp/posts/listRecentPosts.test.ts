/** @jest-environment node */
import { listRecentPosts } from './listRecentPosts';
import { stubWordPressEnv } from '@/tests/unit/env';
import { installFetchStub } from '@/tests/unit/fetchStub';

const fetchStub = installFetchStub();
stubWordPressEnv({ WP_PORTAL_KEY: 'portal-key-of-the-unit-tests-0123456789' });

const item = (slug: string, dateGmt: string, title = `Judul ${slug}`) => ({ slug, date: 'ignored when date_gmt is there', date_gmt: dateGmt, title: { rendered: title } });
const since = new Date('2026-11-24T05:00:00Z');

describe('listRecentPosts', () => {
  it('keeps the published posts from the cut-off on, as instants with plain titles, and stops at the first older one', async () => {
    fetchStub.json([item('baru', '2026-11-26T01:00:00', 'Rapat &amp; Koordinasi'), item('tepat', '2026-11-24T05:00:00'), item('lama', '2026-11-24T04:59:59'), item('lebih-lama', '2026-11-01T00:00:00')], {
      headers: { 'X-WP-TotalPages': '3' },
    });
    const posts = await listRecentPosts('berita', { since, limit: 1000 });
    expect(posts).toEqual([
      { type: 'berita', slug: 'baru', title: 'Rapat & Koordinasi', date: '2026-11-26T08:00:00+07:00' },
      { type: 'berita', slug: 'tepat', title: 'Judul tepat', date: '2026-11-24T12:00:00+07:00' },
    ]);
    // One request: page 1 already reached older posts, so pages 2 and 3 are never asked.
    expect(fetchStub.urls()).toHaveLength(1);
    const url = new URL(fetchStub.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({ status: 'publish', per_page: '100', page: '1', orderby: 'date', order: 'desc', _fields: 'slug,date,date_gmt,title' });
    // Cached like the sitemap's reads: a webhook for any post of the type expires it.
    expect(fetchStub.init().next?.tags).toEqual(['wp', 'wp:type:berita', 'wp:sitemap']);
  });

  it('reads further pages while all 100 are recent, and never more than the limit', async () => {
    const page = (from: number) => Array.from({ length: 100 }, (_, index) => item(`p${from + index}`, '2026-11-25T00:00:00'));
    fetchStub.json(page(0), { headers: { 'X-WP-TotalPages': '5' } });
    fetchStub.json(page(100), { headers: { 'X-WP-TotalPages': '5' } });
    const posts = await listRecentPosts('artikel', { since, limit: 150 });
    expect(posts).toHaveLength(150);
    expect(fetchStub.urls().map((address) => new URL(address).searchParams.get('page'))).toEqual(['1', '2']);
  });

  it('skips a post whose date cannot be read, and stops on the last page', async () => {
    fetchStub.json([{ ...item('rusak', ''), date: 'bukan tanggal' }, item('baru', '2026-11-25T00:00:00')], { headers: { 'X-WP-TotalPages': '1' } });
    expect((await listRecentPosts('undangan', { since, limit: 1000 })).map((post) => post.slug)).toEqual(['baru']);
    expect(fetchStub.urls()).toHaveLength(1);
  });
});
