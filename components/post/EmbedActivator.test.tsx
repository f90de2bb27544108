import { render } from '@testing-library/react';
import { sanitizePostHtml } from '@/lib/content/sanitize';
import { EmbedActivator } from './EmbedActivator';

const FRAME = 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1';

function page(html: string): HTMLElement {
  const body = document.createElement('div');
  body.innerHTML = html;
  document.body.append(body);
  render(<EmbedActivator />);
  return body;
}

afterEach(() => document.body.replaceChildren());

describe('EmbedActivator', () => {
  it("replaces a poster with the provider's frame, in the same box, on click", () => {
    const body = page(sanitizePostHtml('<iframe src="https://www.youtube.com/embed/M7lc1UVf-VE" title="Profil BUA"></iframe>'));
    const box = body.querySelector('.bua-embed')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    box.querySelector('.bua-embed__title')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    const frame = box.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe(FRAME);
    expect(frame.title).toBe('Profil BUA');
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox');
    expect(frame.getAttribute('allow')).toContain('autoplay');
    expect(box.querySelector('a')).toBeNull();
    expect(document.activeElement).toBe(frame);
  });

  it('leaves a link alone when its frame address is not one the allow-list builds', () => {
    const body = page('<a href="https://www.youtube.com/watch?v=M7lc1UVf-VE" data-embed-src="https://evil.test/frame">x</a>');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    body.querySelector('a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(body.querySelector('iframe')).toBeNull();
  });

  it('lets a modified click open the provider in a new tab as a link would', () => {
    const body = page(sanitizePostHtml('<iframe src="https://vimeo.com/76979871"></iframe>'));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    body.querySelector('a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(body.querySelector('iframe')).toBeNull();
  });
});
