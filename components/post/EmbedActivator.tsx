'use client';

import { useEffect } from 'react';
import { EMBED_ALLOW, EMBED_SANDBOX, FRAME_ATTRIBUTE, isEmbedFrameUrl } from '@/lib/content/embeds/providers';

/**
 * Loads a light embed's frame when the visitor asks for it (a click, or Enter on the poster's
 * link): the poster in the server's HTML gives way to the provider's frame in the same box. One
 * listener for the whole page; renders nothing. Without JavaScript the poster stays a link to the
 * provider's page.
 */
export function EmbedActivator() {
  useEffect(() => {
    function load(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const poster = event.target instanceof Element ? event.target.closest(`a[${FRAME_ATTRIBUTE}]`) : null;
      const address = poster?.getAttribute(FRAME_ATTRIBUTE) ?? '';
      // Only an address the allow-list builds itself; anything else stays the link it is.
      const target = isEmbedFrameUrl(address);
      if (!poster || !target) return;
      event.preventDefault();
      const frame = document.createElement('iframe');
      frame.className = 'bua-embed__frame';
      frame.src = address;
      frame.title = poster.getAttribute('data-embed-title') || target.name;
      frame.setAttribute('loading', 'lazy');
      frame.setAttribute('allow', EMBED_ALLOW[target.kind]);
      frame.setAttribute('allowfullscreen', '');
      frame.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
      frame.setAttribute('sandbox', EMBED_SANDBOX);
      poster.replaceWith(frame);
      frame.focus();
    }
    document.addEventListener('click', load);
    return () => document.removeEventListener('click', load);
  }, []);
  return null;
}
