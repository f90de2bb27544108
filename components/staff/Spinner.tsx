import { STAFF_TEXTS } from '@/lib/staff/texts';

/** A loading state that screen readers announce. */
export function Spinner({ label = STAFF_TEXTS.loading, className = 'py-12' }: { label?: string; className?: string }) {
  return (
    <div role="status" className={`flex items-center justify-center gap-3 text-slate-700 ${className}`}>
      <span aria-hidden="true" className="h-6 w-6 animate-spin rounded-full border-2 border-brand-700 border-t-transparent" />
      <span>{label}</span>
    </div>
  );
}
