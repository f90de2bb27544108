import { ListingLoading } from '@/components/listing/ListingLoading';

export default function BureauListingLoading() {
  return <ListingLoading />;
}
