'use client';

import { useParams } from 'next/navigation';
import { RetryError } from '@/components/ui/RetryError';
import { isPostType } from '@/lib/content/content-types';
import { LISTING_TEXTS } from '@/lib/content/listing-texts';

/** Behaviour §2.5 and 8: 'Kesalahan Memuat Konten' with a retry button. */
export function ListingError({ retry }: { retry: () => void }) {
  const params = useParams<{ type?: string }>();
  const type = isPostType(params.type) ? params.type : 'berita';
  return <RetryError title={LISTING_TEXTS.errorTitle} message={LISTING_TEXTS.errorMessage(type)} retryLabel={LISTING_TEXTS.retry} onRetry={retry} />;
}
