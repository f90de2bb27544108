import type { Post } from '@/lib/wp';
import { postCanonicalPath, postMetadata } from './postMetadata';
import { stubEnv } from '@/tests/unit/env';

stubEnv({ SITE_URL: 'https://bua.example.go.id' });

const post = {
  id: 1,
  type: 'pengumuman',
  slug: 'jadwal-libur',
  status: 'publish',
  date: '2026-03-05T10:00:00+07:00',
  modified: '2026-03-06T08:15:00+07:00',
  title: 'Jadwal Libur',
  contentHtml: '',
  excerptHtml: '',
  excerptText: '',
  manualExcerpt: null,
  bureauId: null,
  authorName: 'Admin',
  authorLogin: null,
  imageUrl: null,
  imageAlt: 'Jadwal Libur',
  sakipYear: null,
  sakipCategory: null,
} satisfies Post;

describe('postMetadata', () => {
  it('is the 404 title, not indexed, for a missing post', () => {
    expect(postMetadata(null)).toEqual({ title: '404 - Halaman Tidak Ditemukan', robots: { index: false } });
  });

  it('has one canonical address whichever route showed the post', () => {
    expect(postCanonicalPath(post)).toBe('/pengumuman/jadwal-libur');
    expect(postMetadata(post).alternates?.canonical).toBe('https://bua.example.go.id/pengumuman/jadwal-libur');
  });

  it('describes an article: its instants with their offset, the type default image when the post has none, alt texts for both cards', () => {
    const metadata = postMetadata(post);
    expect(metadata.description).toBe('Jadwal Libur');
    expect(metadata.openGraph).toMatchObject({
      type: 'article',
      url: 'https://bua.example.go.id/pengumuman/jadwal-libur',
      publishedTime: '2026-03-05T10:00:00+07:00',
      modifiedTime: '2026-03-06T08:15:00+07:00',
      section: 'Pengumuman',
      locale: 'id_ID',
      images: [{ url: 'https://bua.example.go.id/images/default-pengumuman.webp', alt: 'Jadwal Libur' }],
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', images: [{ url: 'https://bua.example.go.id/images/default-pengumuman.webp', alt: 'Jadwal Libur' }] });
  });

  it('keeps a WordPress image address as it is', () => {
    const metadata = postMetadata({ ...post, imageUrl: 'https://cms.example.go.id/a.jpg' });
    expect(metadata.openGraph).toMatchObject({ images: [{ url: 'https://cms.example.go.id/a.jpg' }] });
  });
});
