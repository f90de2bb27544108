/** Post status badges of behaviour §4 and the 'Status Pengajuan' badges of behaviour §2.15. */

export interface StatusBadge {
  label: string;
  /** Tailwind classes; every status has its own style (behaviour §4). */
  className: string;
}

const KNOWN: Record<string, StatusBadge> = {
  publish: { label: 'Published', className: 'bg-emerald-100 text-emerald-900 ring-emerald-300' },
  pending: { label: 'Pending', className: 'bg-amber-100 text-amber-900 ring-amber-300' },
  private: { label: 'Private', className: 'bg-violet-100 text-violet-900 ring-violet-300' },
  draft: { label: 'Draft', className: 'bg-slate-100 text-slate-800 ring-slate-300' },
  future: { label: 'Scheduled', className: 'bg-sky-100 text-sky-900 ring-sky-300' },
};

const OTHER_CLASS = 'bg-rose-50 text-rose-900 ring-rose-200';

/** 'Published', 'Pending', 'Private', 'Draft', 'Scheduled'; any other status capitalised. */
export function statusBadge(status: string | null | undefined): StatusBadge {
  const key = (status ?? '').trim();
  const known = KNOWN[key.toLowerCase()];
  if (known) return known;
  const label = key ? key.charAt(0).toUpperCase() + key.slice(1) : 'Unknown';
  return { label, className: OTHER_CLASS };
}

/** Behaviour §2.15: 'Ditinjau' for pending, 'Disetujui' for anything else in the submission panel. */
export function submissionBadge(status: string | null | undefined): StatusBadge {
  return status === 'pending'
    ? { label: 'Ditinjau', className: 'bg-amber-100 text-amber-900 ring-amber-300' }
    : { label: 'Disetujui', className: 'bg-emerald-100 text-emerald-900 ring-emerald-300' };
}

/** Type badge colours (dashboard lists), one per type. */
export const TYPE_BADGE_CLASS: Record<string, string> = {
  berita: 'bg-brand-700 text-white',
  artikel: 'bg-sky-700 text-white',
  pengumuman: 'bg-amber-700 text-white',
  undangan: 'bg-violet-700 text-white',
  sakip: 'bg-slate-700 text-white',
};
