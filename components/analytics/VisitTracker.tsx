'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** The portal route that passes a page view on to WordPress (app/api/visitors/track/route.ts). */
export const VISIT_TRACK_ENDPOINT = '/api/visitors/track';

/**
 * Counts one page view per visited pathname, from the browser: cached pages are served without
 * running server code, so the server cannot count them. Renders nothing; failures are ignored.
 */
export function VisitTracker() {
  const pathname = usePathname();
  // The last path counted: React's development double effects must not count a view twice.
  const lastTracked = useRef<string | null>(null);

  useEffect(() => {
    if (!pathname || lastTracked.current === pathname) return;
    lastTracked.current = pathname;
    // keepalive: the count still goes out if the visitor leaves the page at once.
    fetch(VISIT_TRACK_ENDPOINT, { method: 'POST', keepalive: true }).catch(() => undefined);
  }, [pathname]);

  return null;
}
