import type { Metadata } from 'next';
import { NewsArchive } from '@/components/listing/NewsArchive';
import { NotFoundView } from '@/components/ui/NotFoundView';
import { archivePageMetadata } from '@/lib/seo/metadata';
import { loadArchivePage, parseArchivePage } from '@/lib/pages/archive';

type Params = Promise<{ page: string }>;

export const revalidate = 60;

export async function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const page = parseArchivePage((await params).page);
  // A page past the last one is a 404: its head says so too.
  return archivePageMetadata(page, Boolean(page && (await loadArchivePage(page))));
}

/** /berita/arsip/{page}: further pages of the archive. */
export default async function ArchivePageN({ params }: { params: Params }) {
  const page = parseArchivePage((await params).page);
  const list = page ? await loadArchivePage(page) : null;
  if (!page || !list) return <NotFoundView />;
  return <NewsArchive page={page} list={list} />;
}
