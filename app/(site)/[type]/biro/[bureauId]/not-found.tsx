import { ListingNotFound } from '@/components/listing/ListingNotFound';

export default function BureauListingNotFound() {
  return <ListingNotFound what="bureau" />;
}
