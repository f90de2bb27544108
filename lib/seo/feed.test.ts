import { FEED_SIZE, feedChannel, feedEntries, feedTypeOfFile } from './feed';
import { testPost } from './test-post';
import { stubEnv } from '@/tests/unit/env';

stubEnv({ SITE_URL: 'https://bua.example.go.id' });

describe('RSS feeds', () => {
  it('exist for the five content types only', () => {
    expect(feedTypeOfFile('berita.xml')).toBe('berita');
    expect(feedTypeOfFile('sakip.xml')).toBe('sakip');
    for (const file of ['berita', 'berita.json', 'admin.xml', '../berita.xml', 'BERITA.xml']) expect(feedTypeOfFile(file)).toBeNull();
  });

  it('turn published posts into entries linking to their canonical address', () => {
    const [entry] = feedEntries([testPost()]);
    expect(entry).toEqual({
      id: 'https://bua.example.go.id/berita/sosialisasi-zona-integritas',
      title: 'Sosialisasi Zona Integritas',
      link: 'https://bua.example.go.id/berita/sosialisasi-zona-integritas',
      description: 'Ringkasan berita.',
      content: '<p>Isi berita lengkap.</p>',
      // 08:54 WIB is 01:54 UTC: the instant, not the wall clock read in the server's zone.
      date: new Date('2026-11-09T01:54:00Z'),
      image: 'https://cms.example.go.id/wp-content/uploads/zona.jpg',
      author: 'Admin Humas',
    });
  });

  it('carry titles, descriptions and authors as plain text: markup in them is never live', () => {
    const [entry] = feedEntries([testPost({ title: '<img src=x onerror=alert(1)> & ]]> Judul', manualExcerpt: '<script>alert(1)</script>', authorName: '<b>Admin</b>' })]);
    expect(entry!.title).toBe('&lt;img src=x onerror=alert(1)&gt; &amp; ]]&gt; Judul');
    expect(entry!.description).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(entry!.author).toBe('&lt;b&gt;Admin&lt;/b&gt;');
    for (const field of [entry!.title, entry!.description, entry!.author]) expect(field).not.toMatch(/[<>]/);
  });

  it('never carry a non-published post, keep the newest 20 and survive bad dates', () => {
    const posts = [testPost({ status: 'private', slug: 'rahasia' }), ...Array.from({ length: 30 }, (_, index) => testPost({ slug: `p${index}`, date: index === 0 ? 'bukan tanggal' : '2026-01-01T00:00:00' }))];
    const entries = feedEntries(posts);
    expect(entries).toHaveLength(FEED_SIZE);
    expect(entries.some((entry) => entry.link.endsWith('/rahasia'))).toBe(false);
    expect(entries[0]!.date.getTime()).toBe(0);
  });

  it('fall back to the body text when a post has no excerpt', () => {
    const [entry] = feedEntries([testPost({ manualExcerpt: null, contentHtml: `<p>${'isi '.repeat(200)}</p>` })]);
    expect(entry!.description.startsWith('isi isi')).toBe(true);
    expect(entry!.description.length).toBeLessThanOrEqual(303);
  });

  it('carry the body with every embed as a plain link, no frame and no poster', () => {
    const contentHtml =
      '<p>Isi.</p><figure class="wp-block-embed"><div class="wp-block-embed__wrapper">https://youtu.be/M7lc1UVf-VE</div></figure>' +
      '<iframe src="https://peta.example.org/denah" title="Denah Gedung"></iframe><script>alert(1)</script>';
    const [entry] = feedEntries([testPost({ contentHtml })]);
    expect(entry!.content).toBe(
      '<p>Isi.</p><figure class="wp-block-embed"><div class="wp-block-embed__wrapper"><a class="bua-embed-link" href="https://www.youtube.com/watch?v=M7lc1UVf-VE">Video YouTube</a></div></figure>' +
        '<a class="bua-embed-link" href="https://peta.example.org/denah">Denah Gedung</a>',
    );
    // The feed wraps it in CDATA: nothing in it may end that early.
    const [hostile] = feedEntries([testPost({ contentHtml: '<p title="a]]>b">]]></p><a href="https://x.test/]]>">x</a>' })]);
    expect(hostile!.content).not.toContain(']]>');
  });

  it('describe the channel: title, links, language and last update', () => {
    const entries = feedEntries([testPost()]);
    expect(feedChannel('pengumuman', entries)).toEqual({
      id: 'https://bua.example.go.id/pengumuman',
      title: 'Pengumuman — BUA Mahkamah Agung RI',
      description: 'Pengumuman terbaru dari Badan Urusan Administrasi Mahkamah Agung Republik Indonesia.',
      link: 'https://bua.example.go.id/pengumuman',
      feedUrl: 'https://bua.example.go.id/feed/pengumuman.xml',
      language: 'id',
      image: 'https://bua.example.go.id/images/logo-ma.svg',
      copyright: '© Badan Urusan Administrasi Mahkamah Agung Republik Indonesia',
      updated: entries[0]!.date,
    });
    expect(feedChannel('sakip', []).updated).toBeUndefined();
  });
});
