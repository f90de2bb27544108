import Link from '@/components/ui/Link';
import { NotFoundMarker } from './StatusMarkers';

/** The 404 page of behaviour §8, answered with status 404 (NotFoundMarker). */
export function NotFoundView() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center">
      <NotFoundMarker />
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">404 - Halaman Tidak Ditemukan</h1>
      <p className="mt-4 text-lg text-slate-700">Oops! Halaman yang Anda Cari Tidak Ada</p>
      <Link href="/" className="mt-8 rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
        Kembali ke Beranda
      </Link>
    </section>
  );
}
