'use client';

import { useEffect } from 'react';
import { RetryError } from '@/components/ui/RetryError';
import { HOME_TEXTS } from '@/lib/content/home';

/**
 * Error state of the public pages (behaviour §8, home: 'Failed to load content' with a retry). A page
 * throws only when its essential content cannot be loaded; during incremental regeneration Next
 * then keeps serving the last good page, so visitors see this only when no good page exists yet.
 * 'Coba Lagi' re-fetches the page from the server and renders it again (Next's retry: refresh + reset).
 */
export default function SiteError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return <RetryError look="box" icon message={HOME_TEXTS.loadError} retryLabel={HOME_TEXTS.retry} onRetry={retry} />;
}
