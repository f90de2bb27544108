'use client';

import { RetryError } from '@/components/ui/RetryError';
import { SAKIP_FETCH_ERROR_TEXT } from '@/lib/content/sakip-path';

/**
 * The list or a document that could not be fetched (WordPress down, time-out): behaviour §8's SAKIP fetch error.
 * Server error messages are hidden in production, so the spec's fallback text is shown;
 * 'Coba Lagi' re-fetches the page (Next's retry).
 */
export default function SakipError({ retry }: { error: unknown; retry: () => void }) {
  return <RetryError look="box" message={SAKIP_FETCH_ERROR_TEXT} onRetry={retry} />;
}
