import { Spinner } from '@/components/ui/Spinner';
import { STAFF_TEXTS } from '@/lib/staff/texts';

/** A staff list's loading state: the spinner and 'Memuat…', announced to screen readers. */
export function LoadingStatus({ label = STAFF_TEXTS.loading, className = 'py-12' }: { label?: string; className?: string }) {
  return (
    <div role="status" className={`flex items-center justify-center gap-3 text-slate-700 ${className}`}>
      <Spinner />
      <span>{label}</span>
    </div>
  );
}
