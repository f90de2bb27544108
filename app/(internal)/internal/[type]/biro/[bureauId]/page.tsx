import { BureauListing } from '@/components/listing/BureauListing';
import { readerOf, requireSessionOr404 } from '@/lib/auth/session';
import { loadBureauListing } from '@/lib/pages/bureauListing';
import { ListingNotFound } from '@/components/listing/ListingNotFound';

type Params = Promise<{ type: string; bureauId: string }>;

export const dynamic = 'force-dynamic';
export { generateMetadata } from '@/app/(site)/[type]/biro/[bureauId]/page';

/** Signed-in twin of /{type}/biro/{bureauId}: private posts appear with the INTERNAL badge. */
export default async function InternalBureauListingPage({ params }: { params: Params }) {
  const session = await requireSessionOr404();
  const { type, bureauId } = await params;
  const listing = await loadBureauListing(type, bureauId, readerOf(session));
  if (!listing.found) return <ListingNotFound what={listing.missing} />;
  return <BureauListing type={listing.type} bureau={listing.bureau} posts={listing.posts} />;
}
