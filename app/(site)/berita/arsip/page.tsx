import type { Metadata } from 'next';
import { NewsArchive } from '@/components/listing/NewsArchive';
import { ARCHIVE_TEXTS } from '@/lib/content/listing-texts';

export const revalidate = 60;

export const metadata: Metadata = {
  title: ARCHIVE_TEXTS.title,
  description: 'Seluruh berita Badan Urusan Administrasi Mahkamah Agung RI.',
  alternates: { canonical: '/berita/arsip' },
};

export default function ArchivePage() {
  return <NewsArchive page={1} />;
}
