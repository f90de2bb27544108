import { shareImagePath, shareMetadata, sharePath } from './share';
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

  it('leaves og:image to the generated 1200×630 image and points Twitter at it', () => {
    const metadata = shareMetadata(post);
    expect(Object.prototype.hasOwnProperty.call(metadata.openGraph, 'images')).toBe(false);
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', images: [`https://bua.example.go.id${shareImagePath(post.slug)}`] });
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
