import type { Metadata } from 'next';
import { NewsArchive } from '@/components/listing/NewsArchive';
import { NotFoundView } from '@/components/ui/NotFoundView';
import { ARCHIVE_TEXTS } from '@/lib/content/listing-texts';
import { loadArchivePage, parseArchivePage } from '@/lib/loaders/archive';
import { archivePageMetadata } from '@/lib/seo/metadata';
import { type Reader } from '@/lib/auth/visibility';

type Params = Promise<{ page: string }>;

export const archiveMetadata: Metadata = {
  title: ARCHIVE_TEXTS.title,
  description: 'Seluruh berita Badan Urusan Administrasi Mahkamah Agung RI.',
  alternates: { canonical: '/berita/arsip' },
};

/** /berita/arsip (behaviour §2.11): the first page; the staff view adds private news. */
export function archivePage(reader?: Reader) {
  return async function ArchivePage() {
    const list = await loadArchivePage(1, reader);
    return list ? <NewsArchive page={1} list={list} /> : <NotFoundView />;
  };
}

/** The head of a further page, from the list this view reads (private news can make a page exist); a page past the last is a 404. */
export function archivePageNMetadata(reader?: Reader) {
  return async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
    const page = parseArchivePage((await params).page);
    return archivePageMetadata(page, Boolean(page && (await loadArchivePage(page, reader))));
  };
}

/** /berita/arsip/{page}: further pages of the archive (page 1 redirects to /berita/arsip in next.config.ts). */
export function archivePageN(reader?: Reader) {
  return async function ArchivePageN({ params }: { params: Params }) {
    const page = parseArchivePage((await params).page);
    const list = page ? await loadArchivePage(page, reader) : null;
    if (!page || !list) return <NotFoundView />;
    return <NewsArchive page={page} list={list} />;
  };
}
