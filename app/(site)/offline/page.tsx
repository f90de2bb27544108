import type { Metadata } from 'next';
import { SAVED_PAGES_SLOT_ID } from '@/lib/offline/notes';

export const dynamic = 'force-static';

export const metadata: Metadata = { title: 'Luring', robots: { index: false, follow: false } };

/**
 * The offline page (behaviour §9): what the service worker shows for a page never read on this
 * phone while the network is gone. The worker keeps it when it installs and writes the list of saved
 * pages into its slot, so it needs no script; React leaves the slot's inner HTML alone.
 */
export default function OfflinePage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Anda sedang luring</h1>
      <p className="mt-4 text-slate-700">
        Perangkat ini tidak terhubung ke internet, dan halaman yang Anda buka belum pernah tersimpan di perangkat ini. Periksa koneksi Anda, lalu muat ulang halaman.
      </p>
      <h2 className="mt-8 text-xl font-semibold text-brand-900">Halaman yang dapat dibuka tanpa koneksi</h2>
      <div id={SAVED_PAGES_SLOT_ID} dangerouslySetInnerHTML={{ __html: '' }} />
    </div>
  );
}
