import type { Metadata } from 'next';
import { BureauListing } from '@/components/listing/BureauListing';
import { ListingNotFound } from '@/components/listing/ListingNotFound';
import { getBureau } from '@/lib/content/bureaus';
import { CONTENT_TYPE_LABELS, isPostType } from '@/lib/content/content-types';
import { loadBureauListing } from '@/lib/pages/bureauListing';
import { listingNotFoundMetadata } from '@/lib/seo/metadata';
import type { Reader } from '@/lib/wp';

type Params = Promise<{ type: string; bureauId: string }>;

export async function bureauListingMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { type, bureauId } = await params;
  const bureau = getBureau(bureauId);
  if (!isPostType(type)) return listingNotFoundMetadata('type');
  if (!bureau) return listingNotFoundMetadata('bureau');
  return {
    title: `${CONTENT_TYPE_LABELS[type]} Biro ${bureau.name}`,
    description: `${CONTENT_TYPE_LABELS[type]} terbaru dari Biro ${bureau.name}, Badan Urusan Administrasi Mahkamah Agung RI.`,
    alternates: { canonical: `/${type}/biro/${bureau.id}` },
  };
}

/** /{type}/biro/{bureauId}: the bureau's latest posts of one type (lib/pages/bureauListing.ts); private ones with the INTERNAL badge in the staff view. */
export function bureauListingPage(reader?: Reader) {
  return async function BureauListingPage({ params }: { params: Params }) {
    const { type, bureauId } = await params;
    const listing = await loadBureauListing(type, bureauId, reader);
    if (!listing.found) return <ListingNotFound what={listing.missing} />;
    return <BureauListing type={listing.type} bureau={listing.bureau} posts={listing.posts} />;
  };
}
