/** @jest-environment node */
import { listPublishedSlugs } from './listPublishedSlugs';
import { stubWordPressEnv } from '@/tests/unit/env';
import { installFetchStub, jsonResponse } from '@/tests/unit/fetchStub';

const fetchStub = installFetchStub();
stubWordPressEnv();

function page(items: unknown[], totalPages: number) {
  return jsonResponse(items, { headers: { 'X-WP-TotalPages': String(totalPages) } });
}

describe('listPublishedSlugs', () => {
  it('asks anonymously for published posts only, 100 per page, light fields, with the sitemap tag', async () => {
    fetchStub.json([{ slug: 'a', modified_gmt: '2026-03-01T10:00:00' }], { headers: { 'X-WP-TotalPages': '1' } });
    const slugs = await listPublishedSlugs('sakip');
    expect(slugs).toEqual([{ slug: 'a', modified: '2026-03-01T17:00:00+07:00' }]);
    const query = new URL(fetchStub.url()).searchParams;
    expect(query.get('status')).toBe('publish');
    expect(query.get('per_page')).toBe('100');
    expect(query.get('_fields')).toBe('slug,modified_gmt');
    expect(fetchStub.headers().Authorization).toBeUndefined();
    expect(fetchStub.init().next?.tags).toEqual(['wp', 'wp:type:sakip', 'wp:sitemap']);
  });

  it('reads every page past the first (here 7 pages of 2)', async () => {
    fetchStub.mock.mockImplementation(async (input) => {
      const number = Number(new URL(String(input)).searchParams.get('page'));
      return page([{ slug: `p${number}a` }, { slug: `p${number}b` }], 7);
    });
    const slugs = await listPublishedSlugs('berita', { pageSize: 2 });
    expect(fetchStub.mock).toHaveBeenCalledTimes(7);
    expect(slugs.map((item) => item.slug)).toEqual(['p1a', 'p1b', 'p2a', 'p2b', 'p3a', 'p3b', 'p4a', 'p4b', 'p5a', 'p5b', 'p6a', 'p6b', 'p7a', 'p7b']);
    const pages = fetchStub.urls().map((url) => new URL(url).searchParams.get('page'));
    expect(pages.sort()).toEqual(['1', '2', '3', '4', '5', '6', '7']);
  });

  it('lists a slug once even when a page boundary moved between requests', async () => {
    fetchStub.mock.mockResolvedValueOnce(page([{ slug: 'a' }, { slug: 'b' }], 2)).mockResolvedValueOnce(page([{ slug: 'b' }, { slug: 'c' }], 2));
    expect((await listPublishedSlugs('artikel', { pageSize: 2 })).map((item) => item.slug)).toEqual(['a', 'b', 'c']);
  });

  it('fails as a whole when a page fails (a partial sitemap would drop posts)', async () => {
    fetchStub.mock.mockResolvedValueOnce(page([{ slug: 'a' }], 2));
    fetchStub.text('{"message":"boom"}', { status: 500 });
    await expect(listPublishedSlugs('undangan', { pageSize: 1 })).rejects.toThrow('boom');
  });
});
