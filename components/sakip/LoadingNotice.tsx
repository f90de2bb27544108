/** The loading state of the SAKIP pages (spec 2.9 loading texts), announced to screen readers. */
export function LoadingNotice({ text, compact }: { text: string; compact?: boolean }) {
  return (
    <div role="status" aria-live="polite" className={`mx-auto flex max-w-7xl flex-col items-center justify-center gap-4 px-4 text-slate-600 ${compact ? 'py-10' : 'py-24'}`}>
      <span aria-hidden="true" className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" />
      <p className="text-base font-medium">{text}</p>
    </div>
  );
}
