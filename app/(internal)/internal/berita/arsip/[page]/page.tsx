import type { Metadata } from 'next';
import { NewsArchive } from '@/components/listing/NewsArchive';
import { STAFF_VIEW } from '@/lib/wp';
import { NotFoundView } from '@/components/ui/NotFoundView';
import { loadArchivePage, parseArchivePage } from '@/lib/pages/archive';
import { archivePageMetadata } from '@/lib/seo/metadata';

type Params = Promise<{ page: string }>;

/** The staff view, cached once for all staff like the public page (proxy.ts decides who sees it); 60 s is the safety net. */
export const revalidate = 60;

/** Nothing is built ahead: each page is rendered on its first visit, then served from the cache. */
export async function generateStaticParams() {
  return [];
}

/** The public page's head, from the list this user sees (private news can make a page exist). */
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const page = parseArchivePage((await params).page);
  return archivePageMetadata(page, Boolean(page && (await loadArchivePage(page, STAFF_VIEW))));
}

/** Signed-in twin of /berita/arsip/{page} (from 2 on; '1' redirects in next.config.ts before the proxy). */
export default async function InternalArchivePageN({ params }: { params: Params }) {
  const { page: raw } = await params;
  const page = parseArchivePage(raw);
  const list = page ? await loadArchivePage(page, STAFF_VIEW) : null;
  if (!page || !list) return <NotFoundView />;
  return <NewsArchive page={page} list={list} />;
}
