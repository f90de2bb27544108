import { formatSavedAt, titleOf, withSavedNote, withSavedPagesList, withoutScriptFiles } from './notes';

describe('what the worker writes into a page it serves from the phone', () => {
  it('says when a copy was saved, on Jakarta’s clock', () => {
    expect(formatSavedAt(new Date('2026-03-05T07:05:00Z'))).toBe('5 Maret 2026, 14.05 WIB');
    expect(formatSavedAt(new Date('2026-12-31T17:30:00Z'))).toBe('1 Januari 2027, 00.30 WIB');
  });

  it('puts the note at the end of the body, as a status', () => {
    const html = withSavedNote('<html><body><main>Isi</main></body></html>', new Date('2026-03-05T07:05:00Z'));
    expect(html).toMatch(/<main>Isi<\/main><div role="status" data-saved-copy=""[^>]*>Anda sedang luring\. Ini salinan halaman yang tersimpan di perangkat ini pada 5 Maret 2026, 14\.05 WIB\.<\/div><\/body><\/html>$/);
  });

  it('lists the saved pages newest first, escaped, in the offline page’s slot', () => {
    const html = withSavedPagesList('<main><div id="halaman-tersimpan"></div></main>', [
      { url: '/berita', title: 'Berita', savedAt: new Date('2026-03-05T07:00:00Z') },
      { url: '/berita/biro/humas/a?x=1&y=2', title: 'Rapat <b>"Kerja"</b>', savedAt: new Date('2026-03-05T08:00:00Z') },
    ]);
    expect(html).toContain('href="/berita/biro/humas/a?x=1&amp;y=2"');
    expect(html).toContain('Rapat &lt;b&gt;&quot;Kerja&quot;&lt;/b&gt;');
    expect(html.indexOf('Rapat')).toBeLessThan(html.indexOf('>Berita<'));
    expect(html).not.toContain('<b>');
  });

  it('says so when nothing is saved', () => {
    expect(withSavedPagesList('<div id="halaman-tersimpan"></div>', [])).toContain('Belum ada halaman yang tersimpan di perangkat ini.');
  });

  it('reads a page’s title without the site’s suffix', () => {
    expect(titleOf('<head><title>Rapat &amp; Kerja | BUA Mahkamah Agung RI</title></head>')).toBe('Rapat & Kerja');
    expect(titleOf('<p>no title</p>')).toBe('');
  });
});

describe('a page served from the phone', () => {
  it('is read without its script files (no chunk, no preload of one); inline scripts stay', () => {
    const html =
      '<head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/><link rel="modulepreload" href="/b.js"><link rel="icon" href="/icon.svg"></head>' +
      '<body><main>Isi</main><script src="/_next/static/chunks/main.js" async=""></script><script>self.__next_f.push([1,"x"])</script>' +
      '<SCRIPT type="application/ld+json">{"a":1}</SCRIPT></body>';
    expect(withoutScriptFiles(html)).toBe(
      '<head><link rel="icon" href="/icon.svg"></head><body><main>Isi</main><script>self.__next_f.push([1,"x"])</script><SCRIPT type="application/ld+json">{"a":1}</SCRIPT></body>',
    );
  });
});
