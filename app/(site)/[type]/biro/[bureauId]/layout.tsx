import { ListingNotFound } from '@/components/listing/ListingNotFound';
import { isPostType } from '@/lib/content/content-types';

/**
 * Checks the content type before anything of the bureau segment renders: under an unknown type,
 * the listing and its posts alike answer 'Content Type Not Found' (404); an unknown bureau is the
 * listing page's own 'Bureau Not Found'.
 */
export default async function BureauSegmentLayout({ children, params }: { children: React.ReactNode; params: Promise<{ type: string }> }) {
  if (!isPostType((await params).type)) return <ListingNotFound what="type" />;
  return children;
}
