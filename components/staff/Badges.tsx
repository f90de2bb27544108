import { statusBadge, submissionBadge, TYPE_BADGE_CLASS } from '@/lib/staff/status';
import { typeLabel, type StaffType } from '@/lib/staff/types';

const BADGE = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset whitespace-nowrap';

/** Behaviour §4: Published, Pending, Private, Draft, Scheduled, others capitalised; each its own style. */
export function StatusBadge({ status }: { status: string }) {
  const badge = statusBadge(status);
  return (
    <span className={`${BADGE} ${badge.className}`} data-status={status}>
      {badge.label}
    </span>
  );
}

/** Behaviour §2.15: 'Ditinjau' (pending) or 'Disetujui' in the submission panel. */
export function SubmissionBadge({ status }: { status: string }) {
  const badge = submissionBadge(status);
  return <span className={`${BADGE} ${badge.className}`}>{badge.label}</span>;
}

export function TypeBadge({ type }: { type: StaffType }) {
  return <span className={`inline-flex items-center rounded px-2 py-0.5 text-xs font-bold uppercase tracking-wide ${TYPE_BADGE_CLASS[type] ?? 'bg-slate-700 text-white'}`}>{typeLabel(type)}</span>;
}
