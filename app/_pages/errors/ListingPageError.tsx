'use client';

import { ListingError } from '@/components/listing/ListingError';
import type { ErrorViewProps } from './props';

/** A landing list or a bureau listing. */
export default function ListingPageError({ retry }: ErrorViewProps) {
  return <ListingError retry={retry} />;
}
