import { sanitizePostHtml } from './sanitize';

const YOUTUBE_FRAME = 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1';

// The fixtures' images come from this WordPress, which the Content-Security-Policy admits.
const savedWordpressUrl = process.env.WORDPRESS_URL;
beforeAll(() => {
  process.env.WORDPRESS_URL = 'https://cms.bua.test';
});
afterAll(() => {
  if (savedWordpressUrl === undefined) delete process.env.WORDPRESS_URL;
  else process.env.WORDPRESS_URL = savedWordpressUrl;
});

describe('sanitizePostHtml', () => {
  it('removes script tags', () => {
    expect(sanitizePostHtml('<p>Aman</p><script>alert(1)</script>')).toBe('<p>Aman</p>');
  });

  it('removes on* handlers', () => {
    expect(sanitizePostHtml('<img src="https://cms.bua.test/u/a.jpg" onerror="alert(1)" alt="Foto">')).toBe(
      '<img src="https://cms.bua.test/u/a.jpg" alt="Foto" loading="lazy" decoding="async">',
    );
    expect(sanitizePostHtml('<p onclick="steal()">Teks</p>')).toBe('<p>Teks</p>');
  });

  it('removes javascript: URLs', () => {
    expect(sanitizePostHtml('<a href="javascript:alert(1)">klik</a>')).toBe('<a>klik</a>');
    expect(sanitizePostHtml('<a href=" JaVaScRiPt:alert(1)">klik</a>')).toBe('<a>klik</a>');
  });

  it('removes forms (keeping their text), inline styles and style tags', () => {
    expect(sanitizePostHtml('<form action="/x"><input name="a"><button>Kirim</button></form><p style="color:red">Merah</p><style>p{}</style>')).toBe('Kirim<p>Merah</p>');
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

  it("keeps normal WordPress markup, WordPress's responsive images included", () => {
    const html =
      '<h2>Judul</h2><p><strong>Tebal</strong> <em>miring</em> <a href="https://bua.test/berita">tautan</a></p>' +
      '<ul><li>satu</li><li>dua</li></ul><figure class="wp-block-image size-large"><img src="https://cms.bua.test/u/a-1024x576.jpg" alt="Foto" width="1024" height="576" ' +
      'srcset="https://cms.bua.test/u/a-1024x576.jpg 1024w, https://cms.bua.test/u/a-300x169.jpg 300w" sizes="(max-width: 1024px) 100vw, 1024px" loading="lazy" decoding="async" class="wp-image-7">' +
      '<figcaption class="wp-element-caption">Keterangan</figcaption></figure>' +
      '<blockquote class="wp-block-quote"><p>Kutipan</p><cite>Sumber</cite></blockquote><hr class="wp-block-separator"><pre class="wp-block-code"><code>kode</code></pre>' +
      '<figure class="wp-block-video"><video controls="" preload="none" src="https://cms.bua.test/u/v.webm"></video></figure><figure class="wp-block-audio"><audio controls="" src="https://cms.bua.test/u/a.wav"></audio></figure>' +
      '<div class="wp-block-columns"><div class="wp-block-column"><p>Kiri</p></div><div class="wp-block-column"><p>Kanan</p></div></div>' +
      '<div class="wp-block-buttons"><div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="/berita">Berita</a></div></div>';
    expect(sanitizePostHtml(html)).toBe(html);
  });

  it('puts every table in a box that scrolls sideways and takes keyboard focus', () => {
    expect(sanitizePostHtml('<figure class="wp-block-table"><table><tbody><tr><td>1</td></tr></tbody></table></figure>')).toBe(
      '<figure class="wp-block-table" tabindex="0"><table><tbody><tr><td>1</td></tr></tbody></table></figure>',
    );
    expect(sanitizePostHtml('<table><tbody><tr><td>1</td></tr></tbody></table>')).toBe(
      '<div class="wp-block-table" tabindex="0"><table><tbody><tr><td>1</td></tr></tbody></table></div>',
    );
  });
});

describe('sanitizePostHtml with hostile embeds', () => {
  const cases: [string, string][] = [
    ['a frame from another host', '<iframe src="https://evil.test/widget" title="Widget"></iframe>'],
    ['a javascript: source', '<iframe src="javascript:alert(1)" title="x"></iframe>'],
    ['a data: source', '<iframe src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></iframe>'],
    ['srcdoc', '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>'],
    ['srcdoc beside an allowed source', `<iframe src="https://www.youtube.com/embed/M7lc1UVf-VE" srcdoc="<script>alert(1)</script>"></iframe>`],
    ['on* attributes on an allowed frame', '<iframe src="https://www.youtube.com/embed/M7lc1UVf-VE" onload="alert(1)" onerror="alert(2)"></iframe>'],
    ['nested frames', '<iframe src="https://www.youtube.com/embed/M7lc1UVf-VE"><iframe src="https://evil.test/in"></iframe></iframe>'],
    ['a frame in an svg', '<svg><foreignObject><iframe src="https://evil.test/svg"></iframe></foreignObject></svg>'],
    ['object, embed, frame, frameset', '<object data="https://evil.test/o"></object><embed src="https://evil.test/e"><frameset><frame src="https://evil.test/f"></frameset>'],
    ['a look-alike host', '<iframe src="https://www.youtube.com.evil.test/embed/M7lc1UVf-VE"></iframe>'],
    ['an allowed address inside another', '<iframe src="https://evil.test/?u=https://www.youtube.com/embed/M7lc1UVf-VE"></iframe>'],
    ['a protocol-relative frame', '<iframe src="//evil.test/p"></iframe>'],
    ['markup posing as a poster', '<a class="bua-embed__poster" href="https://www.youtube.com/watch?v=M7lc1UVf-VE" data-embed-src="https://evil.test/poster">x</a>'],
    ['a javascript: address in an embed block', '<figure class="wp-block-embed"><div class="wp-block-embed__wrapper">javascript:alert(1)</div></figure>'],
  ];
  for (const [what, html] of cases) {
    it(`${what}: no frame, script, handler, srcdoc or foreign frame address survives`, () => {
      for (const mode of ['posters', 'links', 'text'] as const) {
        const clean = sanitizePostHtml(html, { embeds: mode });
        expect(clean).not.toMatch(/<(iframe|frame|frameset|object|embed|script)\b/i);
        expect(clean).not.toMatch(/\son\w+=|srcdoc|javascript:|data:text/i);
        for (const match of clean.matchAll(/data-embed-src="([^"]*)"/g)) expect(match[1]).toBe(YOUTUBE_FRAME);
      }
    });
  }

  it('turns a frame from another host into a link to it with its title', () => {
    expect(sanitizePostHtml('<iframe src="https://evil.test/widget" title="Denah Gedung"></iframe>')).toBe('<a class="bua-embed-link" href="https://evil.test/widget">Denah Gedung</a>');
    expect(sanitizePostHtml('<p><iframe src="//peta.example.org/x"></iframe></p>')).toBe('<p><a class="bua-embed-link" href="https://peta.example.org/x">https://peta.example.org/x</a></p>');
  });

  it('drops a frame without a usable address, and an embed block left empty', () => {
    expect(sanitizePostHtml('<p>A</p><iframe src="javascript:alert(1)" title="x"></iframe><iframe srcdoc="x"></iframe>')).toBe('<p>A</p>');
    expect(sanitizePostHtml('<figure class="wp-block-embed"><div class="wp-block-embed__wrapper"><iframe src="data:text/html,x"></iframe></div></figure><p>B</p>')).toBe('<p>B</p>');
  });
});
