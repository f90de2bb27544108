'use client';

import { RetryError } from '@/components/RetryError';
import { ARCHIVE_TEXTS } from '@/lib/content/listing-texts';

export default function InternalArchiveError({ reset }: { error: Error; reset: () => void }) {
  return <RetryError message={ARCHIVE_TEXTS.error} reset={reset} />;
}
