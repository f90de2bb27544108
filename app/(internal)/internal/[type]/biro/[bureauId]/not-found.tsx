import { ListingNotFound } from '@/components/listing/ListingNotFound';

export default function InternalBureauListingNotFound() {
  return <ListingNotFound what="bureau" />;
}
