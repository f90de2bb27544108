import { archiveMetadata, archivePage } from '@/app/_pages/archive';

/** Cached like every public page (lib/cache/policy.test.ts holds the number), refreshed by tag. */
export const revalidate = 60;

export const metadata = archiveMetadata;

/** The public view (app/_pages). */
export default archivePage();
