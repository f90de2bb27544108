import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { NewsArchive } from '@/components/listing/NewsArchive';
import { ARCHIVE_TEXTS } from '@/lib/content/listing-texts';

type Params = Promise<{ page: string }>;

export const revalidate = 60;

export async function generateStaticParams() {
  return [];
}

/** Only plain positive page numbers; '1' is the archive's own address. */
function parsePage(value: string): number | null {
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : null;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const page = parsePage((await params).page);
  return page ? { title: `${ARCHIVE_TEXTS.title} - Halaman ${page}`, alternates: { canonical: `/berita/arsip/${page}` } } : {};
}

/** /berita/arsip/{page}: further pages of the archive. */
export default async function ArchivePageN({ params }: { params: Params }) {
  const page = parsePage((await params).page);
  if (!page) notFound();
  if (page === 1) permanentRedirect('/berita/arsip');
  return <NewsArchive page={page} />;
}
