import { Spinner } from '@/components/ui/Spinner';

/** The loading state of the SAKIP pages (behaviour §2.9 loading texts), announced to screen readers. */
export function LoadingNotice({ text, compact }: { text: string; compact?: boolean }) {
  return (
    <div role="status" aria-live="polite" className={`mx-auto flex max-w-7xl flex-col items-center justify-center gap-4 px-4 text-slate-600 ${compact ? 'py-10' : 'py-24'}`}>
      <Spinner size="large" />
      <p className="text-base font-medium">{text}</p>
    </div>
  );
}
