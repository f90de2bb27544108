import { NewsArchive } from '@/components/listing/NewsArchive';
import { requireSessionOr404 } from '@/lib/auth/session';
import { NotFoundView } from '@/components/ui/NotFoundView';
import { parseArchivePage } from '@/lib/pages/archive';
import { loadArchivePage } from '@/lib/pages/archive';

type Params = Promise<{ page: string }>;

export const dynamic = 'force-dynamic';
export { generateMetadata } from '@/app/(site)/berita/arsip/[page]/page';

/** Signed-in twin of /berita/arsip/{page} (from 2 on; '1' redirects in next.config.ts before the proxy). */
export default async function InternalArchivePageN({ params }: { params: Params }) {
  const session = await requireSessionOr404();
  const { page: raw } = await params;
  const page = parseArchivePage(raw);
  const list = page ? await loadArchivePage(page, session.wpToken) : null;
  if (!page || !list) return <NotFoundView />;
  return <NewsArchive page={page} list={list} />;
}
