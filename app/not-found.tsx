import type { Metadata } from 'next';
import { NotFoundView } from '@/components/NotFoundView';

export const metadata: Metadata = { title: '404 - Halaman Tidak Ditemukan', robots: { index: false } };

export default function NotFound() {
  return <NotFoundView />;
}
