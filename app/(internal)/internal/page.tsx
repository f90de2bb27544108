import { homeMetadata, homePage } from '@/app/_pages/home';
import { STAFF_VIEW } from '@/lib/auth/visibility';

/** The staff view, cached once for all staff (proxy.ts decides who sees it); lib/cache/policy.test.ts holds the number. */
export const revalidate = 60;

export const metadata = homeMetadata;

/** The staff view of the same page (app/_pages; reached through proxy.ts). */
export default homePage(STAFF_VIEW);
