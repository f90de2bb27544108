import { EMBED_FRAME_SOURCES, isEmbedFrameUrl, resolveEmbed } from './providers';

/** Whether CSP's frame-src (path prefix when it ends in '/', else exact path) admits a frame address. */
function cspAllows(address: string): boolean {
  const url = new URL(address);
  return EMBED_FRAME_SOURCES.some((source) => {
    const allowed = new URL(source);
    if (allowed.origin !== url.origin) return false;
    return allowed.pathname.endsWith('/') ? url.pathname.startsWith(allowed.pathname) : url.pathname === allowed.pathname;
  });
}

describe('resolveEmbed', () => {
  it.each([
    ['https://www.youtube.com/watch?v=M7lc1UVf-VE', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1', 'https://www.youtube.com/watch?v=M7lc1UVf-VE'],
    ['https://youtu.be/M7lc1UVf-VE?t=90', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1&start=90', 'https://www.youtube.com/watch?v=M7lc1UVf-VE&t=90s'],
    ['https://www.youtube.com/embed/M7lc1UVf-VE?feature=oembed', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1', 'https://www.youtube.com/watch?v=M7lc1UVf-VE'],
    ['//www.youtube-nocookie.com/embed/M7lc1UVf-VE', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1', 'https://www.youtube.com/watch?v=M7lc1UVf-VE'],
    ['https://m.youtube.com/shorts/M7lc1UVf-VE', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1', 'https://www.youtube.com/watch?v=M7lc1UVf-VE'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1', 'https://vimeo.com/76979871'],
    ['https://player.vimeo.com/video/76979871?h=0a1b2c3d4e', 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1&h=0a1b2c3d4e', 'https://vimeo.com/76979871/0a1b2c3d4e'],
    ['https://www.google.com/maps/embed?pb=!1m18!1m12!3d-6.17!2d106.82', 'https://www.google.com/maps/embed?pb=!1m18!1m12!3d-6.17!2d106.82', 'https://www.google.com/maps/embed?pb=!1m18!1m12!3d-6.17!2d106.82'],
    ['https://maps.google.com/maps?q=Mahkamah%20Agung&z=15&output=embed', 'https://maps.google.com/maps?q=Mahkamah+Agung&z=15&output=embed', 'https://www.google.com/maps?q=Mahkamah+Agung&z=15'],
    ['https://www.google.com/maps/place/Mahkamah+Agung/@-6.1702,106.8262,17z', 'https://maps.google.com/maps?q=-6.1702%2C106.8262&z=17&output=embed', 'https://www.google.com/maps/place/Mahkamah+Agung/@-6.1702,106.8262,17z'],
    ['https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/view?usp=sharing', 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/preview', 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/view'],
    ['https://docs.google.com/document/d/1AbCdEfGhIjKlMnOp/edit', 'https://docs.google.com/document/d/1AbCdEfGhIjKlMnOp/preview', 'https://docs.google.com/document/d/1AbCdEfGhIjKlMnOp/preview'],
    ['https://docs.google.com/forms/d/e/1FAIpQLSdAbCdEf/viewform?usp=sf_link', 'https://docs.google.com/forms/d/e/1FAIpQLSdAbCdEf/viewform?embedded=true', 'https://docs.google.com/forms/d/e/1FAIpQLSdAbCdEf/viewform'],
  ])('%s plays from %s and links to %s', (address, frameUrl, pageUrl) => {
    const target = resolveEmbed(address);
    expect(target).toMatchObject({ frameUrl, pageUrl });
    // The browser accepts exactly what the server built, and the policy lets it load.
    expect(isEmbedFrameUrl(frameUrl)).toMatchObject({ provider: target!.provider, frameUrl });
    expect(cspAllows(frameUrl)).toBe(true);
  });

  it('gives YouTube a thumbnail and the others none', () => {
    expect(resolveEmbed('https://youtu.be/M7lc1UVf-VE')?.thumbnailUrl).toBe('https://i.ytimg.com/vi/M7lc1UVf-VE/hqdefault.jpg');
    expect(resolveEmbed('https://vimeo.com/76979871')?.thumbnailUrl).toBeNull();
  });

  it.each([
    'https://www.youtube.com.evil.test/embed/M7lc1UVf-VE',
    'https://evil.test/?v=https://www.youtube.com/embed/M7lc1UVf-VE',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC123',
    'https://user:pass@www.youtube.com/embed/M7lc1UVf-VE',
    'https://www.youtube.com:8443/embed/M7lc1UVf-VE',
    'javascript:alert(1)//https://www.youtube.com/embed/M7lc1UVf-VE',
    'data:text/html,https://youtu.be/M7lc1UVf-VE',
    'https://www.google.com/search?q=maps',
    'https://docs.google.com/document/u/0/',
    'https://twitter.com/MahkamahAgung/status/1',
    'ftp://vimeo.com/76979871',
  ])('%s is no provider', (address) => {
    expect(resolveEmbed(address)).toBeNull();
  });

  it('accepts as a frame only the address it builds itself', () => {
    expect(isEmbedFrameUrl('https://www.youtube.com/embed/M7lc1UVf-VE')).toBeNull();
    expect(isEmbedFrameUrl('https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1&x=1')).toBeNull();
    expect(isEmbedFrameUrl('https://evil.test/')).toBeNull();
  });
});
