'use client';

import { ListingError } from '@/components/listing/ListingError';

export default function BureauListingError({ retry }: { error: Error; retry: () => void }) {
  return <ListingError retry={retry} />;
}
