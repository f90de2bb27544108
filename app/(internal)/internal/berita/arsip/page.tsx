import { NewsArchive } from '@/components/listing/NewsArchive';
import { STAFF_VIEW } from '@/lib/wp';
import { loadArchivePage } from '@/lib/pages/archive';
import { NotFoundView } from '@/components/ui/NotFoundView';

/** The staff view, cached once for all staff like the public page (proxy.ts decides who sees it); 60 s is the safety net. */
export const revalidate = 60;
export { metadata } from '@/app/(site)/berita/arsip/page';

/** Signed-in twin of /berita/arsip: private news too. */
export default async function InternalArchivePage() {
  const list = await loadArchivePage(1, STAFF_VIEW);
  return list ? <NewsArchive page={1} list={list} /> : <NotFoundView />;
}
