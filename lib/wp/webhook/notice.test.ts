/** @jest-environment node */
import { tagsAfterPostChange } from '@/lib/cache/policy';
import { changeSchema } from './notice';

describe('change notices', () => {
  it('refresh the post by slug and id, the sitemaps and search at once, and its type, bureau and home soon', () => {
    const change = changeSchema.parse({ type: 'berita', id: 289, slugs: ['sosialisasi-zona'], bureau: 'humas', reason: 'updated' });
    expect(tagsAfterPostChange(change)).toEqual({
      now: ['wp:post:berita:sosialisasi-zona', 'wp:post:berita:289', 'wp:staff-shared', 'wp:sitemap', 'wp:sitemap-index', 'wp:sitemap:berita:0', 'wp:search'],
      soon: ['wp:type:berita', 'wp:bureau:humas', 'wp:home'],
    });
  });

  it('refresh every slug of a renamed or trashed post, once each, and never the whole cache', () => {
    const change = changeSchema.parse({ type: 'sakip', id: 5, slugs: ['baru', 'lama', 'baru'], bureau: null });
    const { now, soon } = tagsAfterPostChange(change);
    expect(now).toEqual(['wp:post:sakip:baru', 'wp:post:sakip:lama', 'wp:post:sakip:5', 'wp:staff-shared', 'wp:sitemap', 'wp:sitemap-index', 'wp:sitemap:sakip:0', 'wp:search']);
    expect([...now, ...soon]).not.toContain('wp');
    expect(soon.some((tag) => tag.startsWith('wp:bureau:'))).toBe(false);
  });

  it('ignore an unknown bureau', () => {
    expect(tagsAfterPostChange(changeSchema.parse({ type: 'artikel', id: 1, bureau: 'sekretariatan' })).soon).not.toContain('wp:bureau:sekretariatan');
  });

  it('refuse unknown types, bad ids and slugs that are not slugs', () => {
    expect(changeSchema.safeParse({ type: 'page', id: 1 }).success).toBe(false);
    expect(changeSchema.safeParse({ type: 'berita', id: 0 }).success).toBe(false);
    expect(changeSchema.safeParse({ type: 'berita', id: 1, slugs: ['a/b'] }).success).toBe(false);
    expect(changeSchema.safeParse({ type: 'berita', id: 1, slugs: ['<script>'] }).success).toBe(false);
    expect(changeSchema.safeParse({ type: 'berita', id: 1, slugs: Array(11).fill('a') }).success).toBe(false);
  });
});
