'use client';

import { RetryError } from '@/components/ui/RetryError';
import { ARCHIVE_TEXTS } from '@/lib/content/listing-texts';
import type { ErrorViewProps } from './props';

/** The archive and its pages. */
export default function ArchivePageError({ retry }: ErrorViewProps) {
  return <RetryError message={ARCHIVE_TEXTS.error} onRetry={retry} />;
}
