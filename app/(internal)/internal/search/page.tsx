import { searchFormMetadata, searchFormPage } from '@/app/_pages/search';
import { STAFF_VIEW } from '@/lib/auth/visibility';

export const metadata = searchFormMetadata;

/** The staff view of the same page (app/_pages; reached through proxy.ts). */
export default searchFormPage(STAFF_VIEW);
