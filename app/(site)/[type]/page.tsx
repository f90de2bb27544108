import { landingMetadata, landingPage } from '@/app/_pages/landing';

/** Cached like every public page (lib/cache/policy.test.ts holds the number), refreshed by tag. */
export const revalidate = 60;

/** Nothing is built ahead: each page is rendered on its first visit, then served from the cache. */
export async function generateStaticParams() {
  return [];
}

export const generateMetadata = landingMetadata;

/** The public view (app/_pages). */
export default landingPage();
