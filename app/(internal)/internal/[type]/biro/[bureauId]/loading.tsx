import { ListingLoading } from '@/components/listing/ListingLoading';

export default function InternalBureauListingLoading() {
  return <ListingLoading />;
}
