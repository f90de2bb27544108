'use client';

import { ListingError } from '@/components/listing/ListingError';

export default function InternalBureauListingError({ reset }: { error: Error; reset: () => void }) {
  return <ListingError reset={reset} />;
}
