/** @jest-environment node */
import { getPostBySlug } from './getPostBySlug';
import type { WpPost } from '../schemas';
import { stubWordPressEnv } from '@/tests/unit/env';
import { installFetchStub } from '@/tests/unit/fetchStub';
import { wpPostJson } from '@/tests/unit/fixtures';

const fetchStub = installFetchStub();
stubWordPressEnv();

function wpItem(slug: string, extra: Partial<WpPost> = {}) {
  return wpPostJson({ id: 12, slug, ...extra });
}

describe('getPostBySlug', () => {
  it('asks only published posts for an anonymous visitor, cached under the post tag', async () => {
    fetchStub.json([wpItem('rapat-kerja')]);
    const post = await getPostBySlug('berita', 'rapat-kerja');
    const url = new URL(fetchStub.url());
    expect(url.pathname).toBe('/wp-json/wp/v2/berita');
    expect(Object.fromEntries(url.searchParams)).toEqual({ slug: 'rapat-kerja', _embed: 'true' });
    expect(fetchStub.init().next).toEqual({ tags: ['wp', 'wp:type:berita', 'wp:post:berita:rapat-kerja'], revalidate: 60 });
    expect(post?.id).toBe(12);
    expect(post?.title).toBe('Rapat Kerja');
  });

  it('asks publish and private for a signed-in reader, uncached (outside Next, even a staff reader)', async () => {
    fetchStub.json([wpItem('rapat-kerja', { status: 'private' })]);
    const post = await getPostBySlug('artikel', 'rapat-kerja', { reader: { token: 'jwt', staff: false } });
    expect(Object.fromEntries(new URL(fetchStub.url()).searchParams)).toEqual({ slug: 'rapat-kerja', _embed: 'true', status: 'publish,private' });
    expect(fetchStub.headers().Authorization).toBe('Bearer jwt');
    expect(fetchStub.init().cache).toBe('no-store');
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
