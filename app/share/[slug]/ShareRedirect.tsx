'use client';

import { useEffect } from 'react';

/**
 * Sends a browser on to the post. Done in the browser on purpose: a server redirect or a meta
 * refresh would also move link-preview crawlers off the share address and its tags.
 * `replace`, so Back does not land on the share address again.
 */
export function ShareRedirect({ href }: { href: string }) {
  useEffect(() => {
    window.location.replace(href);
  }, [href]);
  return null;
}
