import type { BureauId } from '@/lib/content/bureaus';

/**
 * Behaviour §2.15: the admin lists' bureau filter, by display name. Akademik and kemahasiswaan are
 * not among the seven bureaus, so they match nothing. Applied on the server:
 * an admin's lists hold their own bureau only (behaviour §6), so any other choice lists nothing.
 */
export const ADMIN_BUREAU_FILTER = [
  { id: 'humas', name: 'Hubungan Masyarakat' },
  { id: 'kepegawaian', name: 'Kepegawaian' },
  { id: 'keuangan', name: 'Keuangan' },
  { id: 'umum', name: 'Umum' },
  { id: 'akademik', name: 'Akademik' },
  { id: 'kemahasiswaan', name: 'Kemahasiswaan' },
] as const;
export type BureauFilterId = (typeof ADMIN_BUREAU_FILTER)[number]['id'];

export const BUREAU_FILTER_TEXTS = { label: 'Filter Biro', all: 'Semua Biro' } as const;

export function parseBureauFilter(value: unknown): BureauFilterId | null {
  return ADMIN_BUREAU_FILTER.find((option) => option.id === value)?.id ?? null;
}

/** Whether a list of `bureau` passes the filter. */
export function bureauPassesFilter(bureau: BureauId, filter: BureauFilterId | null): boolean {
  return filter === null || filter === bureau;
}
