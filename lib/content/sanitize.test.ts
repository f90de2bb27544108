import { sanitizePostHtml } from './sanitize';

describe('sanitizePostHtml', () => {
  it('removes script tags', () => {
    expect(sanitizePostHtml('<p>Aman</p><script>alert(1)</script>')).toBe('<p>Aman</p>');
  });

  it('removes on* handlers', () => {
    expect(sanitizePostHtml('<img src="https://cms.bua.test/u/a.jpg" onerror="alert(1)" alt="Foto">')).toBe('<img src="https://cms.bua.test/u/a.jpg" alt="Foto">');
    expect(sanitizePostHtml('<p onclick="steal()">Teks</p>')).toBe('<p>Teks</p>');
  });

  it('removes javascript: URLs', () => {
    expect(sanitizePostHtml('<a href="javascript:alert(1)">klik</a>')).toBe('<a>klik</a>');
    expect(sanitizePostHtml('<a href=" JaVaScRiPt:alert(1)">klik</a>')).toBe('<a>klik</a>');
  });

  it('removes forms (keeping their text), inline styles and style tags', () => {
    expect(sanitizePostHtml('<form action="/x"><input name="a"><button>Kirim</button></form><p style="color:red">Merah</p><style>p{}</style>')).toBe('Kirim<p>Merah</p>');
    expect(sanitizePostHtml('<iframe src="https://evil.test"></iframe><p>Isi</p>')).toBe('<p>Isi</p>');
  });

  it('adds rel="noopener noreferrer" to links opening a new tab', () => {
    expect(sanitizePostHtml('<a href="https://mahkamahagung.go.id" target="_blank">MA</a>')).toBe(
      '<a href="https://mahkamahagung.go.id" target="_blank" rel="noopener noreferrer">MA</a>',
    );
    expect(sanitizePostHtml('<a target="_blank" href="https://x.test">X</a>')).toBe('<a target="_blank" rel="noopener noreferrer" href="https://x.test">X</a>');
  });

  it('keeps an existing rel and leaves same-tab links alone', () => {
    expect(sanitizePostHtml('<a href="https://x.test" target="_blank" rel="noopener">X</a>')).toBe('<a href="https://x.test" target="_blank" rel="noopener">X</a>');
    expect(sanitizePostHtml('<a href="/berita">Berita</a>')).toBe('<a href="/berita">Berita</a>');
  });

  it('keeps normal WordPress markup', () => {
    const html =
      '<h2>Judul</h2><p><strong>Tebal</strong> <em>miring</em> <a href="https://bua.test/berita">tautan</a></p>' +
      '<ul><li>satu</li><li>dua</li></ul><figure class="wp-block-image size-large"><img src="https://cms.bua.test/u/a.jpg" alt="Foto" width="800" height="600"><figcaption>Keterangan</figcaption></figure>' +
      '<table><tbody><tr><td>1</td></tr></tbody></table><blockquote><p>Kutipan</p></blockquote>';
    expect(sanitizePostHtml(html)).toBe(html);
  });
});
