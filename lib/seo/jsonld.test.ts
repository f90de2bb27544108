import { breadcrumbJsonLd, governmentOrganizationJsonLd, newsArticleJsonLd, serializeJsonLd } from './jsonld';
import { testPost } from './test-post';
import { stubEnv } from '@/tests/unit/env';

stubEnv({ SITE_URL: 'https://bua.example.go.id' });

describe('NewsArticle', () => {
  it('describes a post with absolute addresses, its bureau as author and the agency as publisher', () => {
    const data = newsArticleJsonLd(testPost(), '/berita/sosialisasi-zona-integritas');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Sosialisasi Zona Integritas',
      description: 'Ringkasan berita.',
      url: 'https://bua.example.go.id/berita/sosialisasi-zona-integritas',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://bua.example.go.id/berita/sosialisasi-zona-integritas' },
      image: ['https://cms.example.go.id/wp-content/uploads/zona.jpg'],
      datePublished: '2026-11-09T08:54:00+07:00',
      dateModified: '2026-11-10T14:05:00+07:00',
      inLanguage: 'id-ID',
      articleSection: 'Berita',
      author: { '@type': 'GovernmentOrganization', name: 'Biro Hukum dan Hubungan Masyarakat', url: 'https://bua.example.go.id/BiroHumas' },
      publisher: { '@type': 'GovernmentOrganization', logo: { '@type': 'ImageObject', url: 'https://bua.example.go.id/images/logo-ma.svg' } },
    });
  });

  it('uses the type default image, the author name and a 110-character headline when needed', () => {
    const data = newsArticleJsonLd(testPost({ type: 'undangan', imageUrl: null, bureauId: null, title: 'x'.repeat(200) }), '/undangan/x');
    expect(data.image).toEqual(['https://bua.example.go.id/images/default-undangan.webp']);
    expect(data.author).toEqual({ '@type': 'Person', name: 'Admin Humas' });
    expect(String(data.headline).length).toBeLessThanOrEqual(113);
  });
});

describe('BreadcrumbList', () => {
  it('lists the linked crumbs then the current page, numbered from 1', () => {
    const data = breadcrumbJsonLd(
      [
        { label: 'BUA', href: '/' },
        { label: 'Berita', href: '/berita' },
        { label: 'Tanpa tautan' },
      ],
      { label: 'Judul lengkap', path: '/berita/judul' },
    );
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'BUA', item: 'https://bua.example.go.id/' },
      { '@type': 'ListItem', position: 2, name: 'Berita', item: 'https://bua.example.go.id/berita' },
      { '@type': 'ListItem', position: 3, name: 'Judul lengkap', item: 'https://bua.example.go.id/berita/judul' },
    ]);
  });

  it('may leave out the current page address', () => {
    const data = breadcrumbJsonLd([{ label: 'BUA', href: '/' }], { label: 'Judul' });
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'BUA', item: 'https://bua.example.go.id/' },
      { '@type': 'ListItem', position: 2, name: 'Judul' },
    ]);
  });
});

describe('GovernmentOrganization', () => {
  it('names the agency, its parent, contact details and the seven bureaus', () => {
    const data = governmentOrganizationJsonLd();
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'GovernmentOrganization',
      name: 'Badan Urusan Administrasi Mahkamah Agung Republik Indonesia',
      url: 'https://bua.example.go.id/',
      address: { '@type': 'PostalAddress', postalCode: '10110', addressCountry: 'ID' },
      email: 'bua@mahkamahagung.go.id',
      parentOrganization: { name: 'Mahkamah Agung Republik Indonesia' },
    });
    expect(data.department).toHaveLength(7);
    expect(data.sameAs).toContain('https://x.com/humasMA_RI');
  });
});

describe('serializeJsonLd', () => {
  it('cannot be broken out of with a title that closes the script', () => {
    const text = serializeJsonLd(newsArticleJsonLd(testPost({ title: '</script><script>alert(1)</script> & \u2028 akhir' }), '/berita/x'));
    expect(text).not.toContain('</script>');
    expect(text).not.toContain('<');
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text).headline).toBe('</script><script>alert(1)</script> & \u2028 akhir');
  });
});
