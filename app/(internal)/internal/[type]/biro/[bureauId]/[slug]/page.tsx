import { postDetailMetadata, postDetailPage } from '@/app/_pages/postDetail';
import { STAFF_VIEW } from '@/lib/auth/visibility';

/** The staff view, cached once for all staff (proxy.ts decides who sees it); lib/cache/policy.test.ts holds the number. */
export const revalidate = 60;

/** Nothing is built ahead: each page is rendered on its first visit, then served from the cache. */
export async function generateStaticParams() {
  return [];
}

export const generateMetadata = postDetailMetadata(STAFF_VIEW);

/** The staff view of the same page (app/_pages; reached through proxy.ts). */
export default postDetailPage(STAFF_VIEW);
