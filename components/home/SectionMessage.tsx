import type { ReactNode } from 'react';

/**
 * What a home section shows instead of its content: an empty list (status) or a failed call
 * (alert). Each section degrades on its own, so one failing call never breaks the page.
 */
export function SectionMessage({ children, kind = 'empty' }: { children: ReactNode; kind?: 'empty' | 'error' }) {
  return kind === 'error' ? (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {children}
    </p>
  ) : (
    <p role="status" className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
      {children}
    </p>
  );
}
