import { ListingNotFound } from '@/components/listing/ListingNotFound';

/** /{unknownType}/biro/{bureau}: thrown by the [bureauId] layout, caught here (spec 2.5). */
export default function ContentTypeNotFound() {
  return <ListingNotFound what="type" />;
}
