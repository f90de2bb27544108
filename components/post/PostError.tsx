'use client';

import { RetryError } from '@/components/RetryError';
import { POST_ERROR_TEXTS } from '@/lib/content/listing-texts';

/** A post page while WordPress is down (answered 503 by the server): spec 8's 'Failed to load post.' and a retry. */
export function PostError({ reset }: { reset: () => void }) {
  return <RetryError title={POST_ERROR_TEXTS.title} message={POST_ERROR_TEXTS.message} retryLabel={POST_ERROR_TEXTS.retry} reset={reset} />;
}
