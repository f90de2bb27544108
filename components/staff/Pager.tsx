'use client';

import { pageNumberClass, pageWindow } from '@/components/ui/PageLinks';
import { ScriptButton } from '@/components/ui/ScriptButton';

const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
const STEP = `${pageNumberClass(false)} ${FOCUS} disabled:cursor-not-allowed disabled:border-slate-200 disabled:text-slate-400`;

/** Page buttons of a staff list: previous, numbers (with gaps), next. */
export function Pager({ page, totalPages, onPage, label, compact = false }: { page: number; totalPages: number; onPage: (page: number) => void; label: string; compact?: boolean }) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-2">
      <ScriptButton disabled={page <= 1} onClick={() => onPage(page - 1)} className={STEP}>
        <span aria-hidden="true">‹</span>
        <span className={compact ? 'sr-only' : 'ml-1'}>Sebelumnya</span>
      </ScriptButton>
      {!compact &&
        pageWindow(page, totalPages).map((number, index) =>
          number === null ? (
            <span key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </span>
          ) : (
            <ScriptButton
              key={number}
              onClick={() => onPage(number)}
              aria-label={`Halaman ${number}`}
              aria-current={number === page ? 'page' : undefined}
              className={`${pageNumberClass(number === page)} ${FOCUS}`}
            >
              {number}
            </ScriptButton>
          ),
        )}
      {compact && (
        <span className="text-sm tabular-nums text-slate-700">
          {page} / {totalPages}
        </span>
      )}
      <ScriptButton disabled={page >= totalPages} onClick={() => onPage(page + 1)} className={STEP}>
        <span className={compact ? 'sr-only' : 'mr-1'}>Berikutnya</span>
        <span aria-hidden="true">›</span>
      </ScriptButton>
    </nav>
  );
}
