import type { Metadata } from 'next';
import { NewsArchive } from '@/components/listing/NewsArchive';
import { ARCHIVE_TEXTS } from '@/lib/content/listing-texts';
import { loadArchivePage } from '@/lib/pages/archive';
import { NotFoundView } from '@/components/ui/NotFoundView';

export const revalidate = 60;

export const metadata: Metadata = {
  title: ARCHIVE_TEXTS.title,
  description: 'Seluruh berita Badan Urusan Administrasi Mahkamah Agung RI.',
  alternates: { canonical: '/berita/arsip' },
};

export default async function ArchivePage() {
  const list = await loadArchivePage(1);
  return list ? <NewsArchive page={1} list={list} /> : <NotFoundView />;
}
