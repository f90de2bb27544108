import Link from '@/components/ui/Link';

/** Page numbers to show: first, last, and two either side of the current one; null marks a gap. */
export function pageWindow(current: number, total: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let page = 1; page <= total; page += 1) {
    if (page === 1 || page === total || Math.abs(page - current) <= 2) pages.push(page);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

/** The look of a numbered page item (link or button), the current page filled. */
export function pageNumberClass(isCurrent: boolean): string {
  return `min-w-10 rounded-md border px-3 py-2 text-sm font-semibold ${isCurrent ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 text-slate-800 hover:bg-brand-50'}`;
}

/**
 * Server-rendered pagination as links ('Prev', numbers, 'Next'), so every page is reachable and
 * crawlable. Used by the news archive (listing/NewsArchive) and the search results; pageWindow and
 * pageNumberClass also serve the client pager of the staff lists (staff/Pager). `prefetch={false}`
 * where each page is an expensive render the visitor may never open (search result pages).
 */
export function PageLinks({ current, total, href, label, prefetch }: { current: number; total: number; href: (page: number) => string; label: string; prefetch?: false }) {
  if (total <= 1) return null;
  const base = 'rounded-md border px-3 py-2 text-sm font-semibold';
  return (
    <nav aria-label={label} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {current > 1 ? (
        <Link href={href(current - 1)} prefetch={prefetch} className={`${base} border-slate-300 text-slate-800 hover:bg-brand-50`}>
          Prev
        </Link>
      ) : (
        <span aria-disabled="true" className={`${base} border-slate-200 text-slate-400`}>
          Prev
        </span>
      )}
      {pageWindow(current, total).map((page, index) =>
        page === null ? (
          <span key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
            …
          </span>
        ) : (
          <Link key={page} href={href(page)} prefetch={prefetch} aria-current={page === current ? 'page' : undefined} aria-label={`Halaman ${page}`} className={`${pageNumberClass(page === current)} text-center`}>
            {page}
          </Link>
        ),
      )}
      {current < total ? (
        <Link href={href(current + 1)} prefetch={prefetch} className={`${base} border-slate-300 text-slate-800 hover:bg-brand-50`}>
          Next
        </Link>
      ) : (
        <span aria-disabled="true" className={`${base} border-slate-200 text-slate-400`}>
          Next
        </span>
      )}
    </nav>
  );
}
