'use client';

import { ListingError } from '@/components/listing/ListingError';

export default function LandingError({ reset }: { error: Error; reset: () => void }) {
  return <ListingError reset={reset} />;
}
