/** @jest-environment node */
import { getPostBySlug } from './getPostBySlug';
import type { WpPost } from '../schemas';
import { stubWordPressEnv } from '@/tests/unit/env';
import { installFetchStub } from '@/tests/unit/fetchStub';
import { wpPostJson } from '@/tests/unit/fixtures';
import { STAFF_VIEW } from '@/lib/auth/visibility';

const fetchStub = installFetchStub();
stubWordPressEnv({ WP_PORTAL_KEY: 'portal-key-of-the-unit-tests-0123456789' });

function wpItem(slug: string, extra: Partial<WpPost> = {}) {
  return wpPostJson({ id: 12, slug, ...extra });
}

describe('getPostBySlug', () => {
  it('asks only published posts for an anonymous visitor, cached under the post tag', async () => {
    fetchStub.json([wpItem('rapat-kerja')]);
    const post = await getPostBySlug('berita', 'rapat-kerja');
    const url = new URL(fetchStub.url());
    expect(url.pathname).toBe('/wp-json/wp/v2/berita');
    expect(Object.fromEntries(url.searchParams)).toEqual({ slug: 'rapat-kerja', _embed: 'wp:featuredmedia' });
    expect(fetchStub.init().next).toEqual({ tags: ['wp', 'wp:type:berita', 'wp:post:berita:rapat-kerja'], revalidate: 60 });
    expect(post?.id).toBe(12);
    expect(post?.title).toBe('Rapat Kerja');
  });

  it('asks publish and private in the staff view, as the staff reader (portal key + header, no token), cached under the post and staff tags', async () => {
    fetchStub.json([wpItem('rapat-kerja', { status: 'private' })]);
    const post = await getPostBySlug('artikel', 'rapat-kerja', { reader: STAFF_VIEW });
    expect(Object.fromEntries(new URL(fetchStub.url()).searchParams)).toEqual({ slug: 'rapat-kerja', _embed: 'wp:featuredmedia', status: 'publish,private' });
    expect(fetchStub.headers()['X-BUA-Staff-Reader']).toBe('1');
    expect(fetchStub.headers()['X-BUA-Portal-Key']).toBeTruthy();
    expect(fetchStub.headers().Authorization).toBeUndefined();
    expect(fetchStub.init().next).toEqual({ tags: ['wp', 'wp:type:artikel', 'wp:post:artikel:rapat-kerja', 'wp:staff-shared'], revalidate: 60 });
    expect(post?.status).toBe('private');
    expect(post?.type).toBe('artikel');
  });

  it('returns null when WordPress has no such post', async () => {
    fetchStub.json([]);
    await expect(getPostBySlug('berita', 'tidak-ada')).resolves.toBeNull();
  });

  it('returns null when the answer holds only other slugs', async () => {
    fetchStub.json([wpItem('lain')]);
    await expect(getPostBySlug('berita', 'rapat-kerja')).resolves.toBeNull();
  });

  it('bypasses the cache on a forced refresh', async () => {
    fetchStub.json([wpItem('laporan')]);
    await getPostBySlug('sakip', 'laporan', { fresh: true });
    expect(fetchStub.init().cache).toBe('no-store');
  });
});
