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
    // Versioned by the post's last change: a new title or image is a new address.
    const url = `https://bua.example.go.id${shareImagePath(post.slug)}?v=${Date.parse('2026-11-10T14:05:00+07:00').toString(36)}`;
    const alt = 'Sosialisasi Zona Integritas — Berita Biro Hukum dan Hubungan Masyarakat, Badan Urusan Administrasi Mahkamah Agung RI';
    expect(shareImageAlt(post)).toBe(alt);
    expect(shareImageAlt({ title: 'Judul', bureauId: null })).toBe('Judul — Berita, Badan Urusan Administrasi Mahkamah Agung RI');
    expect(metadata.openGraph).toMatchObject({ images: [{ url, width: 1200, height: 630, type: 'image/png', alt }] });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', images: [{ url, alt }] });
  });

  it('gives the image a new address when the post changes', () => {
    const before = shareMetadata(post).openGraph?.images;
    const after = shareMetadata({ ...post, modified: '2026-11-11T09:00:00+07:00' }).openGraph?.images;
    expect(JSON.stringify(after)).not.toBe(JSON.stringify(before));
    expect(JSON.stringify(after)).toContain(shareImagePath(post.slug));
  });

  it('carries the published and modified instants with their offset', () => {
    expect(shareMetadata(post).openGraph).toMatchObject({ publishedTime: '2026-11-09T08:54:00+07:00', modifiedTime: '2026-11-10T14:05:00+07:00' });
  });

  it('without a written excerpt, describes the start of the body, an embed as a link: its title and address', () => {
    const body = '<figure class="wp-block-embed"><div class="wp-block-embed__wrapper">\nhttps://www.youtube.com/watch?v=M7lc1UVf-VE\n</div></figure><p>Isi berita.</p>';
    expect(shareMetadata({ ...post, manualExcerpt: null, contentHtml: body }).description).toBe('Video YouTube: https://www.youtube.com/watch?v=M7lc1UVf-VE Isi berita.');
    expect(shareMetadata({ ...post, manualExcerpt: null, contentHtml: '<iframe src="https://peta.example.org/denah" title="Denah Gedung"></iframe>' }).description).toBe(
      'Denah Gedung: https://peta.example.org/denah',
    );
  });

  it('falls back to the title when the post has neither excerpt nor body text', () => {
    expect(shareMetadata({ ...post, manualExcerpt: null, contentHtml: '<p> </p>' }).description).toBe('Sosialisasi Zona Integritas');
  });
});
