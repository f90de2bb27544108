'use client';

import { useState, type ReactNode } from 'react';
import { pageNumberClass } from '@/components/ui/PageLinks';

interface PaginatedProps {
  /** Each page already rendered on the server; only the chosen one is shown. */
  pages: ReactNode[];
  label: string;
}

/**
 * Client pagination over server-rendered pages: every item is in the HTML (crawlers and visitors
 * without JavaScript see them all), the buttons only choose which page shows. Behaviour §2.5: 'Prev',
 * numbered buttons, 'Next'.
 */
export function Paginated({ pages, label }: PaginatedProps) {
  const [current, setCurrent] = useState(0);
  if (pages.length === 0) return null;

  function go(index: number) {
    setCurrent(index);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }

  return (
    <div>
      {pages.map((page, index) => (
        <div key={index} hidden={index !== current} data-page={index + 1}>
          {page}
        </div>
      ))}
      {pages.length > 1 && (
        <nav aria-label={label} className="mt-10 flex flex-wrap items-center justify-center gap-2">
          <button
            type="button"
            onClick={() => go(current - 1)}
            disabled={current === 0}
            className="rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40"
          >
            Prev
          </button>
          {pages.map((_, index) => (
            <button
              key={index}
              type="button"
              onClick={() => go(index)}
              aria-current={index === current ? 'page' : undefined}
              aria-label={`Halaman ${index + 1}`}
              className={pageNumberClass(index === current)}
            >
              {index + 1}
            </button>
          ))}
          <button
            type="button"
            onClick={() => go(current + 1)}
            disabled={current === pages.length - 1}
            className="rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40"
          >
            Next
          </button>
        </nav>
      )}
    </div>
  );
}
