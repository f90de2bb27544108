import { homeMetadata, homePage } from '@/app/_pages/home';

/** Cached like every public page (lib/cache/policy.test.ts holds the number), refreshed by tag. */
export const revalidate = 60;

export const metadata = homeMetadata;

/** The public view (app/_pages). */
export default homePage();
