/** @jest-environment node */
import { feedPath, feedTitle, pageMetadata } from './metadata';
import { stubEnv } from '@/tests/unit/env';

stubEnv({ SITE_URL: 'https://bua.example.go.id' });

describe('pageMetadata', () => {
  it('gives title, description, absolute canonical, Open Graph and Twitter tags', () => {
    const metadata = pageMetadata({ title: 'Berita', description: 'Berita terbaru.', path: '/berita', images: [{ url: '/images/default-berita.webp', alt: 'Berita' }] });
    expect(metadata).toMatchObject({ title: 'Berita', description: 'Berita terbaru.', alternates: { canonical: 'https://bua.example.go.id/berita' } });
    expect(metadata.openGraph).toEqual({
      type: 'website',
      siteName: 'Badan Urusan Administrasi Mahkamah Agung RI',
      locale: 'id_ID',
      url: 'https://bua.example.go.id/berita',
      title: 'Berita',
      description: 'Berita terbaru.',
      images: [{ url: 'https://bua.example.go.id/images/default-berita.webp', alt: 'Berita' }],
    });
    // twitter:image:alt too: the card describes its picture as Open Graph does.
    expect(metadata.twitter).toEqual({
      card: 'summary_large_image',
      title: 'Berita',
      description: 'Berita terbaru.',
      images: [{ url: 'https://bua.example.go.id/images/default-berita.webp', alt: 'Berita' }],
    });
    expect(metadata.robots).toBeUndefined();
  });

  it('leaves `images` out entirely when there are none, so an opengraph-image file applies', () => {
    const metadata = pageMetadata({ title: 'T', description: 'D', path: '/x' });
    expect(Object.prototype.hasOwnProperty.call(metadata.openGraph, 'images')).toBe(false);
    expect(Object.prototype.hasOwnProperty.call(metadata.twitter, 'images')).toBe(false);
    expect((metadata.twitter as { card: string }).card).toBe('summary');
  });

  it('cuts descriptions to 160 characters', () => {
    const metadata = pageMetadata({ title: 'T', description: 'kata '.repeat(100), path: '/x' });
    expect(String(metadata.description).length).toBeLessThanOrEqual(163);
    expect(String(metadata.description)).toMatch(/\.\.\.$/);
  });

  it('describes articles, a separate og:url, RSS alternates and noindex', () => {
    const metadata = pageMetadata({
      title: 'Judul',
      description: 'Ringkasan',
      path: '/berita/judul',
      ogUrl: '/share/judul',
      ogType: 'article',
      publishedTime: '2026-11-09T08:54:00+07:00',
      modifiedTime: '2026-11-10T14:05:00+07:00',
      section: 'Berita',
      twitterCard: 'summary_large_image',
      images: [{ url: '/share/judul/opengraph-image', width: 1200, height: 630, alt: 'Judul' }],
      feeds: [{ url: feedPath('berita'), title: feedTitle('berita') }],
      noindex: true,
    });
    expect(metadata.alternates?.canonical).toBe('https://bua.example.go.id/berita/judul');
    expect(metadata.openGraph).toMatchObject({
      type: 'article',
      url: 'https://bua.example.go.id/share/judul',
      publishedTime: '2026-11-09T08:54:00+07:00',
      modifiedTime: '2026-11-10T14:05:00+07:00',
      section: 'Berita',
      images: [{ url: 'https://bua.example.go.id/share/judul/opengraph-image', width: 1200, height: 630, alt: 'Judul' }],
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', images: [{ url: 'https://bua.example.go.id/share/judul/opengraph-image', alt: 'Judul' }] });
    expect(metadata.alternates?.types).toEqual({ 'application/rss+xml': [{ url: 'https://bua.example.go.id/feed/berita.xml', title: 'Berita — BUA Mahkamah Agung RI' }] });
    expect(metadata.robots).toEqual({ index: false, follow: true });
  });
});
