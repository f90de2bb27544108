import { bureauListingMetadata, bureauListingPage } from '@/app/_pages/bureauListing';

/** Cached like every public page (lib/cache/policy.test.ts holds the number), refreshed by tag. */
export const revalidate = 60;

/** Nothing is built ahead: each page is rendered on its first visit, then served from the cache. */
export async function generateStaticParams() {
  return [];
}

export const generateMetadata = bureauListingMetadata;

/** The public view (app/_pages). */
export default bureauListingPage();
