/** @jest-environment node */
import { shareImageAlt, shareImagePath, shareMetadata, sharePath } from './share';
import { testPost } from './test-post';
import { stubEnv } from '@/tests/unit/env';

stubEnv({ SITE_URL: 'https://bua.example.go.id' });

const post = testPost();

describe('share metadata', () => {
  it('uses the share address as og:url and the post as canonical', () => {
    const metadata = shareMetadata(post);
    expect(sharePath(post.slug)).toBe('/share/sosialisasi-zona-integritas');
    expect(metadata.openGraph).toMatchObject({
      type: 'article',
      title: 'Sosialisasi Zona Integritas',
      description: 'Ringkasan berita.',
      url: 'https://bua.example.go.id/share/sosialisasi-zona-integritas',
      locale: 'id_ID',
    });
    expect(metadata.alternates?.canonical).toBe('https://bua.example.go.id/berita/sosialisasi-zona-integritas');
  });

  it('names the generated 1200×630 image for Open Graph and Twitter, with an alt text naming the post', () => {
    const metadata = shareMetadata(post);
    const url = `https://bua.example.go.id${shareImagePath(post.slug)}`;
    const alt = 'Sosialisasi Zona Integritas — Berita Biro Hukum dan Hubungan Masyarakat, Badan Urusan Administrasi Mahkamah Agung RI';
    expect(shareImageAlt(post)).toBe(alt);
    expect(shareImageAlt({ title: 'Judul', bureauId: null })).toBe('Judul — Berita, Badan Urusan Administrasi Mahkamah Agung RI');
    expect(metadata.openGraph).toMatchObject({ images: [{ url, width: 1200, height: 630, type: 'image/png', alt }] });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', images: [{ url, alt }] });
  });

  it('carries the published and modified instants with their offset', () => {
    expect(shareMetadata(post).openGraph).toMatchObject({ publishedTime: '2026-11-09T08:54:00+07:00', modifiedTime: '2026-11-10T14:05:00+07:00' });
  });

  it('falls back to the title when the post has no excerpt', () => {
    expect(shareMetadata({ ...post, excerptText: '' }).description).toBe('Sosialisasi Zona Integritas');
  });
});
