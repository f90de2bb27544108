import type { Metadata } from 'next';
import { SakipListScreen } from '@/components/sakip/SakipListScreen';
import { DEFAULT_SAKIP_QUERY } from '@/lib/content/sakip';
import { loadSakipList } from '@/lib/loaders/sakip';

export const metadata: Metadata = {
  title: 'SAKIP',
  description: 'Dokumen Sistem Akuntabilitas Kinerja Instansi Pemerintah (SAKIP) Badan Urusan Administrasi Mahkamah Agung RI.',
  alternates: { canonical: '/sakip' },
};

/** Cached like the other lists (tag of the type sakip); lib/cache/policy.test.ts holds the number. */
export const revalidate = 60;

/**
 * /sakip (behaviour §2.9), unfiltered. A filtered list (`/sakip?term=…`) is its own cached page,
 * ./daftar/[query], reached through proxy.ts (lib/content/cachedLists.ts).
 */
export default async function SakipListPage() {
  return <SakipListScreen query={DEFAULT_SAKIP_QUERY} result={await loadSakipList()} />;
}
