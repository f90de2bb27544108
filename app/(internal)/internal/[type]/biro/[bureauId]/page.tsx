import { BureauListing } from '@/components/listing/BureauListing';
import { STAFF_VIEW } from '@/lib/wp';
import { loadBureauListing } from '@/lib/pages/bureauListing';
import { ListingNotFound } from '@/components/listing/ListingNotFound';

type Params = Promise<{ type: string; bureauId: string }>;

/** The staff view, cached once for all staff like the public page (proxy.ts decides who sees it); 60 s is the safety net. */
export const revalidate = 60;

/** Nothing is built ahead: each page is rendered on its first visit, then served from the cache. */
export async function generateStaticParams() {
  return [];
}
export { generateMetadata } from '@/app/(site)/[type]/biro/[bureauId]/page';

/** Signed-in twin of /{type}/biro/{bureauId}: private posts appear with the INTERNAL badge. */
export default async function InternalBureauListingPage({ params }: { params: Params }) {
  const { type, bureauId } = await params;
  const listing = await loadBureauListing(type, bureauId, STAFF_VIEW);
  if (!listing.found) return <ListingNotFound what={listing.missing} />;
  return <BureauListing type={listing.type} bureau={listing.bureau} posts={listing.posts} />;
}
