'use client';

import { ListingError } from '@/components/listing/ListingError';

export default function LandingError({ retry }: { error: Error; retry: () => void }) {
  return <ListingError retry={retry} />;
}
