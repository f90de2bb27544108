import type { Metadata } from 'next';
import { NewsArchive } from '@/components/listing/NewsArchive';
import { readerOf, requireSessionOr404 } from '@/lib/auth/session';
import { NotFoundView } from '@/components/ui/NotFoundView';
import { loadArchivePage, parseArchivePage } from '@/lib/pages/archive';
import { archivePageMetadata } from '@/lib/seo/metadata';

type Params = Promise<{ page: string }>;

export const dynamic = 'force-dynamic';

/** The public page's head, from the list this user sees (private news can make a page exist). */
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const session = await requireSessionOr404();
  const page = parseArchivePage((await params).page);
  return archivePageMetadata(page, Boolean(page && (await loadArchivePage(page, readerOf(session)))));
}

/** Signed-in twin of /berita/arsip/{page} (from 2 on; '1' redirects in next.config.ts before the proxy). */
export default async function InternalArchivePageN({ params }: { params: Params }) {
  const session = await requireSessionOr404();
  const { page: raw } = await params;
  const page = parseArchivePage(raw);
  const list = page ? await loadArchivePage(page, readerOf(session)) : null;
  if (!page || !list) return <NotFoundView />;
  return <NewsArchive page={page} list={list} />;
}
