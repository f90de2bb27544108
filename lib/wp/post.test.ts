/** @jest-environment node */
import { toPost, DEFAULT_AUTHOR, DEFAULT_TITLE } from './post';
import type { WpPost } from './schemas';
import { wpPostJson } from '@/tests/unit/fixtures';

describe('toPost', () => {
  it('maps the fields of a full item', () => {
    const post = toPost(
      wpPostJson({
        title: { rendered: '&#8220;Rapat&#8221; Kerja &amp; Evaluasi' },
        content: { rendered: '<p>Isi</p>' },
        excerpt: { rendered: '<p>Ringkasan&nbsp;singkat</p>\n' },
        date_gmt: '2026-03-05T03:00:00',
        modified: '2026-03-06T09:00:00',
        modified_gmt: '2026-03-06T02:00:00',
        author_login: 'admin_humas',
        author_name: 'Admin Humas',
        featured_image_url: 'https://cms.bua.test/uploads/foto.jpg',
        _embedded: { author: [{ name: 'Nama Embedded', slug: 'admin_keuangan' }], 'wp:featuredmedia': [{ source_url: 'https://cms.bua.test/uploads/lain.jpg', alt_text: ' Foto rapat ' }] },
      }),
      'berita',
    );
    expect(post).toEqual({
      id: 7,
      type: 'berita',
      slug: 'rapat-kerja',
      status: 'publish',
      date: '2026-03-05T10:00:00+07:00',
      modified: '2026-03-06T09:00:00+07:00',
      title: '“Rapat” Kerja & Evaluasi',
      contentHtml: '<p>Isi</p>',
      excerptHtml: '<p>Ringkasan&nbsp;singkat</p>\n',
      excerptText: 'Ringkasan singkat',
      manualExcerpt: 'Ringkasan singkat',
      bureauId: 'keuangan',
      authorName: 'Admin Humas',
      authorLogin: 'admin_humas',
      imageUrl: 'https://cms.bua.test/uploads/foto.jpg',
      imageAlt: 'Foto rapat',
      sakipYear: null,
      sakipCategory: null,
    });
  });

  it('dates the post by WordPress\'s UTC fields, written with Jakarta\'s offset (00:30 WIB is the day before in UTC)', () => {
    const post = toPost(wpPostJson({ date: '2026-11-20T00:30:00', date_gmt: '2026-11-19T17:30:00', modified: '2026-11-21T08:00:00', modified_gmt: '2026-11-21T01:00:00' }), 'berita');
    expect([post.date, post.modified]).toEqual(['2026-11-20T00:30:00+07:00', '2026-11-21T08:00:00+07:00']);
    // The UTC field wins over the site-local one (a WordPress in another zone still gives the right instant).
    expect(toPost(wpPostJson({ date: '2026-11-20T05:00:00', date_gmt: '2026-11-20T05:00:00' }), 'berita').date).toBe('2026-11-20T12:00:00+07:00');
    // Without the UTC fields: the site's local time is Jakarta's; never modified means modified when published.
    expect(toPost(wpPostJson({ date: '2026-11-20T12:00:00', date_gmt: null }), 'berita')).toMatchObject({ date: '2026-11-20T12:00:00+07:00', modified: '2026-11-20T12:00:00+07:00' });
  });

  it("defaults the title to 'Untitled' and the author to 'Admin'", () => {
    expect([DEFAULT_TITLE, DEFAULT_AUTHOR]).toEqual(['Untitled', 'Admin']);
    const post = toPost(wpPostJson({ title: { rendered: '  <span></span> ' } }), 'artikel');
    expect(post.title).toBe('Untitled');
    expect(post.authorName).toBe('Admin');
    expect(post.authorLogin).toBeNull();
    expect(post.contentHtml).toBe('');
    expect(post.excerptHtml).toBe('');
    expect(post.excerptText).toBe('');
    expect(post.imageUrl).toBeNull();
    expect(post.imageAlt).toBe('Untitled');
    expect(post.bureauId).toBeNull();
  });

  it('takes the author name from the embedded author when the plugin field is missing or empty', () => {
    expect(toPost(wpPostJson({ _embedded: { author: [{ name: 'Redaktur Umum' }] } }), 'berita').authorName).toBe('Redaktur Umum');
    expect(toPost(wpPostJson({ author_name: '', _embedded: { author: [{ name: 'Redaktur Umum' }] } }), 'berita').authorName).toBe('Redaktur Umum');
    expect(toPost(wpPostJson({ author_name: null, _embedded: { author: [{}] } }), 'berita').authorName).toBe('Admin');
  });

  it('takes the image from featured_image_url, else the embedded media', () => {
    const embedded = { 'wp:featuredmedia': [{ source_url: 'https://cms.bua.test/uploads/media.jpg', alt_text: '' }] };
    expect(toPost(wpPostJson({ featured_image_url: null, _embedded: embedded }), 'berita').imageUrl).toBe('https://cms.bua.test/uploads/media.jpg');
    expect(toPost(wpPostJson({ featured_image_url: '', _embedded: embedded }), 'berita').imageUrl).toBe('https://cms.bua.test/uploads/media.jpg');
    expect(toPost(wpPostJson({ featured_image_url: 'https://cms.bua.test/uploads/own.jpg', _embedded: embedded }), 'berita').imageUrl).toBe(
      'https://cms.bua.test/uploads/own.jpg',
    );
    // An empty alt text falls back to the title.
    expect(toPost(wpPostJson({ _embedded: embedded }), 'berita').imageAlt).toBe('Rapat Kerja');
  });

  describe('bureau inference', () => {
    const hints = {
      bureau: 'keuangan',
      author_login: 'admin_perlengkapan',
      _embedded: { author: [{ slug: 'admin_kepegawaian', name: 'Admin Kepegawaian' }] },
    } satisfies Partial<WpPost>;

    // A bureau address's own bureau comes first: lib/posts/loadPost.test.ts (withRouteBureau).
    it('uses the post bureau field first', () => {
      expect(toPost(wpPostJson(hints), 'berita').bureauId).toBe('keuangan');
    });
    it('then the author slug, name (plugin field first) and login', () => {
      expect(toPost(wpPostJson({ ...hints, bureau: null }), 'berita').bureauId).toBe('kepegawaian');
      expect(toPost(wpPostJson({ author_name: 'Tim Humas' }), 'berita').bureauId).toBe('humas');
      expect(toPost(wpPostJson({ author_login: 'redaktur_umum' }), 'berita').bureauId).toBe('umum');
      expect(toPost(wpPostJson({ author_name: 'Admin Sekretariat', _embedded: { author: [{ name: 'Tim Humas' }] } }), 'berita').bureauId).toBe('pimpinan');
    });
  });

  it('reads the SAKIP year and category', () => {
    expect(toPost(wpPostJson({ sakip_year: 2025, sakip_category: 'pelaporan' }), 'sakip')).toMatchObject({ sakipYear: 2025, sakipCategory: 'pelaporan' });
    expect(toPost(wpPostJson({ sakip_year: '2024' }), 'sakip').sakipYear).toBe(2024);
    expect(toPost(wpPostJson({ sakip_year: 'tahun' }), 'sakip').sakipYear).toBeNull();
    expect(toPost(wpPostJson({ sakip_year: null }), 'sakip').sakipYear).toBeNull();
  });
});

describe('toPost manual excerpt', () => {
  const base = { id: 1, date: '2026-01-01T00:00:00', slug: 's', status: 'publish', type: 'pengumuman', title: { rendered: 'T' }, excerpt: { rendered: '<p>Dibuat otomatis</p>' } };
  it('is null when the plugin says no excerpt was written', () => {
    expect(toPost({ ...base, manual_excerpt: null }, 'pengumuman').manualExcerpt).toBeNull();
  });
  it("is the plugin's text when one was written", () => {
    expect(toPost({ ...base, manual_excerpt: 'Ditulis' }, 'pengumuman').manualExcerpt).toBe('Ditulis');
  });
  it('counts the rendered excerpt as written on a WordPress without the plugin', () => {
    expect(toPost(base, 'pengumuman').manualExcerpt).toBe('Dibuat otomatis');
  });
});

describe('toPost private titles', () => {
  const base = { id: 2, date: '2026-01-01T00:00:00', slug: 'rapat', type: 'berita', title: { rendered: 'Private: Rapat Internal' } };
  it("drops WordPress's 'Private: ' prefix on private posts", () => {
    expect(toPost({ ...base, status: 'private' }, 'berita').title).toBe('Rapat Internal');
  });
  it('keeps a published title as written', () => {
    expect(toPost({ ...base, status: 'publish' }, 'berita').title).toBe('Private: Rapat Internal');
  });
});
