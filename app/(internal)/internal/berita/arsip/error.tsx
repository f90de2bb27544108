'use client';

import { RetryError } from '@/components/ui/RetryError';
import { ARCHIVE_TEXTS } from '@/lib/content/listing-texts';

export default function InternalArchiveError({ retry }: { error: Error; retry: () => void }) {
  return <RetryError message={ARCHIVE_TEXTS.error} onRetry={retry} />;
}
