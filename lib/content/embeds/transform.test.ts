import { sanitizePostHtml } from '../sanitize';

/** WordPress 6.1's embed block as saved; `inner` is what content.rendered leaves in the wrapper. */
function embedBlock(provider: string, inner: string, aspect = '16-9'): string {
  return `<figure class="wp-block-embed is-type-video is-provider-${provider} wp-block-embed-${provider} wp-embed-aspect-${aspect} wp-has-aspect-ratio"><div class="wp-block-embed__wrapper">\n${inner}\n</div><figcaption class="wp-element-caption">Keterangan video</figcaption></figure>`;
}
const WATCH = 'https://www.youtube.com/watch?v=M7lc1UVf-VE';

function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

describe('embeds on a post page', () => {
  it.each([
    ['the bare address (the block as saved)', WATCH],
    ["WordPress's link when oEmbed could not reach the provider", `<a href="${WATCH}">${WATCH}</a>`],
    ["oEmbed's frame", '<iframe title="Profil BUA" width="500" height="281" src="https://www.youtube.com/embed/M7lc1UVf-VE?feature=oembed" frameborder="0" allowfullscreen></iframe>'],
  ])('a YouTube block holding %s becomes a poster in a fixed box', (_, inner) => {
    const page = parse(sanitizePostHtml(embedBlock('youtube', inner)));
    const box = page.querySelector('figure .bua-embed')!;
    expect(box.getAttribute('data-ratio')).toBe('16-9');
    const poster = box.querySelector('a')!;
    expect(poster.getAttribute('href')).toBe(WATCH);
    expect(poster.getAttribute('data-embed-src')).toBe('https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1');
    expect(poster.querySelector('img')!.getAttribute('src')).toBe('https://i.ytimg.com/vi/M7lc1UVf-VE/hqdefault.jpg');
    expect(poster.querySelector('img')!.getAttribute('loading')).toBe('lazy');
    expect(poster.querySelector('.bua-embed__title')!.textContent).toBe(inner.includes('Profil BUA') ? 'Profil BUA' : 'Video YouTube');
    expect(poster.querySelector('.bua-embed__action')!.textContent).toBe('Putar video · YouTube');
    expect(page.querySelector('figcaption')!.textContent).toBe('Keterangan video');
  });

  it("takes the box's ratio from the block's class, else from the frame's size", () => {
    const ratio = (html: string) => parse(sanitizePostHtml(html)).querySelector('.bua-embed')!.getAttribute('data-ratio');
    expect(ratio(embedBlock('vimeo', 'https://vimeo.com/76979871', '4-3'))).toBe('4-3');
    expect(ratio('<iframe src="https://www.google.com/maps/embed?pb=!1m2" width="600" height="450"></iframe>')).toBe('4-3');
    expect(ratio('<iframe src="https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/preview" width="640" height="880"></iframe>')).toBe('3-4');
    expect(ratio('<iframe src="https://www.google.com/maps/embed?pb=!1m2"></iframe>')).toBe('4-3');
  });

  it('an embed block of another provider becomes a link to its address, never an empty box', () => {
    const page = parse(sanitizePostHtml(embedBlock('twitter', 'https://twitter.com/MahkamahAgung/status/1')));
    const link = page.querySelector('figure a')!;
    expect(link.getAttribute('href')).toBe('https://twitter.com/MahkamahAgung/status/1');
    expect(link.textContent).toBe('https://twitter.com/MahkamahAgung/status/1');
    expect(page.querySelector('.bua-embed')).toBeNull();
  });

  it("keeps a provider's own fallback markup (a quote with its links) as it is", () => {
    const quote = '<blockquote class="twitter-tweet"><p>Sosialisasi <a href="https://twitter.com/hashtag/BUA">#BUA</a></p>— Humas MA <a href="https://twitter.com/MahkamahAgung/status/1">1 Mei 2026</a></blockquote>';
    const page = parse(sanitizePostHtml(embedBlock('twitter', quote)));
    expect(page.querySelector('.wp-block-embed__wrapper blockquote')?.textContent).toBe('Sosialisasi #BUA— Humas MA 1 Mei 2026');
    expect(page.querySelectorAll('.wp-block-embed__wrapper a')).toHaveLength(2);
  });
});

describe('embeds in feeds and summaries', () => {
  const html = `<p>Awal.</p>${embedBlock('youtube', WATCH)}<iframe src="https://peta.example.org/denah" title="Denah Gedung"></iframe>`;

  it('links: every embed is a plain link with its title', () => {
    expect(sanitizePostHtml(html, { embeds: 'links' })).toBe(
      '<p>Awal.</p><figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube wp-embed-aspect-16-9 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper">' +
        `<a class="bua-embed-link" href="${WATCH}">Video YouTube</a></div><figcaption class="wp-element-caption">Keterangan video</figcaption></figure>` +
        '<a class="bua-embed-link" href="https://peta.example.org/denah">Denah Gedung</a>',
    );
  });

  it('text: every embed reads as its title and address', () => {
    const text = sanitizePostHtml(html, { embeds: 'text' });
    expect(text).toContain(`Video YouTube: ${WATCH}`);
    expect(text).toContain('Denah Gedung: https://peta.example.org/denah');
    expect(text).not.toContain('<a');
  });
});
