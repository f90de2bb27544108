'use client';

import { RetryError } from '@/components/ui/RetryError';
import { POST_ERROR_TEXTS } from '@/lib/content/listing-texts';

/** A post page while WordPress is down (answered 503 by the server): behaviour §8's 'Failed to load post.' and a retry. */
export function PostError({ retry }: { retry: () => void }) {
  return <RetryError title={POST_ERROR_TEXTS.title} message={POST_ERROR_TEXTS.message} retryLabel={POST_ERROR_TEXTS.retry} onRetry={retry} />;
}
