import type { Metadata } from 'next';
import { BureauListing } from '@/components/listing/BureauListing';
import { getBureau } from '@/lib/content/bureaus';
import { CONTENT_TYPE_LABELS, isPostType } from '@/lib/content/content-types';
import { loadBureauListing } from '@/lib/pages/bureauListing';
import { ListingNotFound } from '@/components/listing/ListingNotFound';
import { listingNotFoundMetadata } from '@/lib/seo/metadata';

type Params = Promise<{ type: string; bureauId: string }>;

export const revalidate = 60;

/** Rendered on first visit and cached; nothing is built ahead (the build does not depend on WordPress). */
export async function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
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

/** /{type}/biro/{bureauId}: the bureau's latest posts of one type (lib/pages/bureauListing.ts). */
export default async function BureauListingPage({ params }: { params: Params }) {
  const { type, bureauId } = await params;
  const listing = await loadBureauListing(type, bureauId);
  if (!listing.found) return <ListingNotFound what={listing.missing} />;
  return <BureauListing type={listing.type} bureau={listing.bureau} posts={listing.posts} />;
}
