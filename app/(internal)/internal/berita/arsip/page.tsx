import { NewsArchive } from '@/components/listing/NewsArchive';
import { readerOf, requireSessionOr404 } from '@/lib/auth/session';
import { loadArchivePage } from '@/lib/pages/archive';
import { NotFoundView } from '@/components/ui/NotFoundView';

export const dynamic = 'force-dynamic';
export { metadata } from '@/app/(site)/berita/arsip/page';

/** Signed-in twin of /berita/arsip: private news too. */
export default async function InternalArchivePage() {
  const session = await requireSessionOr404();
  const list = await loadArchivePage(1, readerOf(session));
  return list ? <NewsArchive page={1} list={list} /> : <NotFoundView />;
}
