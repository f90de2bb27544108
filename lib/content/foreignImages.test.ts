import { contentImageHosts, contentImageRemotePatterns } from './contentImageHosts';
import { sanitizePostHtml } from './sanitize';

const SETTINGS = { WORDPRESS_URL: 'https://cms.bua.test', SITE_URL: 'https://bua.test', CONTENT_IMAGE_HOSTS: 'img.example.net, cdn.example.com' };
const saved = { ...process.env };

beforeEach(() => Object.assign(process.env, SETTINGS));
afterEach(() => {
  process.env = { ...saved };
});

const optimised = (url: string) => `/_next/image?url=${encodeURIComponent(url)}&amp;w=1080&amp;q=75`;

describe('images from other hosts in a post body', () => {
  it('leaves WordPress, relative, data: and the portal’s own images as they are', () => {
    const wordpress =
      '<figure class="wp-block-image"><img src="https://cms.bua.test/u/a-1024x576.jpg" alt="Foto" width="1024" height="576" ' +
      'srcset="https://cms.bua.test/u/a-1024x576.jpg 1024w, https://cms.bua.test/u/a-300x169.jpg 300w" sizes="(max-width: 1024px) 100vw, 1024px" loading="lazy" decoding="async"></figure>';
    expect(sanitizePostHtml(wordpress)).toBe(wordpress);
    for (const src of ['/images/default-berita.webp', 'https://bua.test/a.png', 'data:image/png;base64,iVBORw0KGgo=']) {
      expect(sanitizePostHtml(`<img src="${src}" alt="A">`)).toBe(`<img src="${src}" alt="A" loading="lazy" decoding="async">`);
    }
  });

  it('sends an image from a listed host through the optimiser, dropping its srcset and sizes', () => {
    expect(
      sanitizePostHtml(
        '<img src="https://img.example.net/p/a.jpg?v=2" alt="Peta" width="800" height="600" loading="eager" srcset="https://img.example.net/p/a-300.jpg 300w, https://img.example.net/p/a.jpg 800w" sizes="100vw">',
      ),
    ).toBe(`<img src="${optimised('https://img.example.net/p/a.jpg?v=2')}" alt="Peta" width="800" height="600" loading="eager" decoding="async">`);
    expect(sanitizePostHtml('<img src="//CDN.example.com/b.png" alt="">')).toBe(`<img src="${optimised('https://cdn.example.com/b.png')}" alt="" loading="lazy" decoding="async">`);
  });

  it('turns any other image into a link to it named by its alt text, keeping a figure’s caption', () => {
    expect(sanitizePostHtml('<img src="https://example.org/a.jpg" alt="Peta">')).toBe(
      '<a href="https://example.org/a.jpg" rel="noopener noreferrer" target="_blank" class="bua-image-link">Peta</a>',
    );
    expect(sanitizePostHtml('<figure class="wp-block-image"><img src="http://example.org/a.jpg" alt=" Denah "><figcaption>Denah gedung</figcaption></figure>')).toBe(
      '<figure class="wp-block-image"><a href="http://example.org/a.jpg" rel="noopener noreferrer" target="_blank" class="bua-image-link">Denah</a><figcaption>Denah gedung</figcaption></figure>',
    );
  });

  it('names the link "Lihat gambar" when the alt text is empty or missing', () => {
    for (const html of ['<img src="https://example.org/a.jpg" alt="">', '<img src="https://example.org/a.jpg">']) {
      expect(sanitizePostHtml(html)).toBe('<a href="https://example.org/a.jpg" rel="noopener noreferrer" target="_blank" class="bua-image-link">Lihat gambar</a>');
    }
  });

  it('needs https for a listed host, and matches its name exactly', () => {
    expect(sanitizePostHtml('<img src="http://img.example.net/a.jpg" alt="A">')).toContain('<a href="http://img.example.net/a.jpg"');
    expect(sanitizePostHtml('<img src="https://img.example.net.evil.test/a.jpg" alt="A">')).toContain('<a href="https://img.example.net.evil.test/a.jpg"');
    expect(sanitizePostHtml('<img src="https://x.img.example.net/a.jpg" alt="A">')).toContain('<a href="https://x.img.example.net/a.jpg"');
  });

  it('never makes a link of a javascript:, data: or other non-http(s) address', () => {
    for (const src of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', 'ftp://example.org/a.jpg']) {
      const clean = sanitizePostHtml(`<p><img src="${src}" alt="Foto"></p>`);
      expect(clean).not.toMatch(/<a\b|javascript:|data:text|ftp:/i);
      expect(clean).toContain('Foto');
    }
  });

  it('drops a foreign srcset from an image that is otherwise kept, and a picture’s foreign source', () => {
    expect(sanitizePostHtml('<img src="https://cms.bua.test/u/a.jpg" alt="A" srcset="https://example.org/a-2x.jpg 2x" sizes="50vw">')).toBe(
      '<img src="https://cms.bua.test/u/a.jpg" alt="A" loading="lazy" decoding="async">',
    );
    expect(sanitizePostHtml('<picture><source srcset="https://example.org/a.webp" type="image/webp"><source srcset="https://cms.bua.test/u/a.webp"><img src="https://cms.bua.test/u/a.jpg" alt="A"></picture>')).toBe(
      '<picture><source srcset="https://cms.bua.test/u/a.webp"><img src="https://cms.bua.test/u/a.jpg" alt="A" loading="lazy" decoding="async"></picture>',
    );
    expect(sanitizePostHtml('<picture><source srcset="https://example.org/a.webp"><img src="https://example.org/a.jpg" alt="A"></picture>')).toBe(
      '<a href="https://example.org/a.jpg" rel="noopener noreferrer" target="_blank" class="bua-image-link">A</a>',
    );
  });

  it('keeps an image inside a link as that link’s text (links cannot nest)', () => {
    expect(sanitizePostHtml('<a href="https://example.org/besar.jpg"><img src="https://example.org/kecil.jpg" alt="Foto"></a>')).toBe('<a href="https://example.org/besar.jpg">Foto</a>');
  });

  it('leaves images alone in feeds, where no Content-Security-Policy applies', () => {
    expect(sanitizePostHtml('<img src="https://example.org/a.jpg" alt="Peta">', { embeds: 'links' })).toBe('<img src="https://example.org/a.jpg" alt="Peta">');
  });

  it("keeps an embed poster's thumbnail", () => {
    expect(sanitizePostHtml('<iframe src="https://www.youtube.com/embed/M7lc1UVf-VE"></iframe>')).toContain('<img class="bua-embed__thumb" src="https://i.ytimg.com/');
  });
});

describe('contentImageRemotePatterns', () => {
  it('lists each host name once, lower case, as an https pattern for any path', () => {
    process.env.CONTENT_IMAGE_HOSTS = ' Img.Example.net,cdn.example.com  img.example.net\tfoto.example.org. ';
    expect(contentImageRemotePatterns()).toEqual([
      { protocol: 'https', hostname: 'img.example.net', pathname: '/**' },
      { protocol: 'https', hostname: 'cdn.example.com', pathname: '/**' },
      { protocol: 'https', hostname: 'foto.example.org', pathname: '/**' },
    ]);
  });

  it('is empty by default, and leaves out what is not a host name', () => {
    delete process.env.CONTENT_IMAGE_HOSTS;
    expect(contentImageRemotePatterns()).toEqual([]);
    process.env.CONTENT_IMAGE_HOSTS = 'https://a.example.org *.example.org b.example.org:8443 c.example.org/x ok.example.org';
    expect(contentImageHosts()).toEqual(['ok.example.org']);
  });
});
