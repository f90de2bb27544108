import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { NotFoundView } from '@/components/NotFoundView';
import { ListingNotFound } from '@/components/listing/ListingNotFound';
import { LISTING_MISS_HEADER } from '@/lib/content/listing-texts';

export const metadata: Metadata = { title: '404 - Halaman Tidak Ditemukan', robots: { index: false } };

/**
 * The 404 page, rendered on the server. proxy.ts marks a bureau listing address with an unknown
 * type or bureau, which gets spec 2.5's own texts instead of the general ones.
 */
export default async function NotFound() {
  const miss = (await headers()).get(LISTING_MISS_HEADER);
  if (miss === 'type' || miss === 'bureau') return <ListingNotFound what={miss} />;
  return <NotFoundView />;
}
