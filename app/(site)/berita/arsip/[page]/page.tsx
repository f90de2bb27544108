import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NewsArchive } from '@/components/listing/NewsArchive';
import { ARCHIVE_TEXTS } from '@/lib/content/listing-texts';

type Params = Promise<{ page: string }>;

export const revalidate = 60;

export async function generateStaticParams() {
  return [];
}

/** Only plain page numbers from 2 on ('1' redirects to the archive in next.config.ts). */
function parsePage(value: string): number | null {
  return /^[1-9]\d{0,5}$/.test(value) && value !== '1' ? Number(value) : null;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const page = parsePage((await params).page);
  return page ? { title: `${ARCHIVE_TEXTS.title} - Halaman ${page}`, alternates: { canonical: `/berita/arsip/${page}` } } : {};
}

/** /berita/arsip/{page}: further pages of the archive. */
export default async function ArchivePageN({ params }: { params: Params }) {
  const page = parsePage((await params).page);
  if (!page) notFound();
  return <NewsArchive page={page} />;
}
