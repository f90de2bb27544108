'use client';

import { useParams } from 'next/navigation';
import { RetryError } from '@/components/RetryError';
import { isPostType } from '@/lib/content/content-types';
import { LISTING_TEXTS } from '@/lib/content/listing-texts';

/** Spec 2.5 and 8: 'Kesalahan Memuat Konten' with a retry button. */
export function ListingError({ reset }: { reset: () => void }) {
  const params = useParams<{ type?: string }>();
  const type = isPostType(params.type) ? params.type : 'berita';
  return <RetryError title={LISTING_TEXTS.errorTitle} message={LISTING_TEXTS.errorMessage(type)} retryLabel={LISTING_TEXTS.retry} reset={reset} />;
}
