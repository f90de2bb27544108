import Link from '@/components/ui/Link';
import { SAKIP_ALL_YEARS_LABEL, SAKIP_SORT_LABELS, SAKIP_SORTS, SAKIP_TERM_MAX_LENGTH, type SakipQuery } from '@/lib/content/sakip';

const FIELD = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';
const LABEL = 'block text-sm font-medium text-slate-700';

/**
 * 'Filter Dokumen' (behaviour §2.9): a plain GET form, so it works without JavaScript and every
 * filtered list has its own address. Values shown are the parsed ones, never the raw query.
 */
export function SakipFilterForm({ query, years }: { query: SakipQuery; years: number[] }) {
  // A valid year without documents still shows as selected, so the form tells the truth.
  const yearOptions = query.year !== null && !years.includes(query.year) ? [...years, query.year].sort((a, b) => b - a) : years;
  const changed = query.term !== '' || query.year !== null || query.sort !== 'relevance';
  return (
    <section aria-labelledby="filter-dokumen" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="filter-dokumen" className="flex items-center gap-2 text-lg font-semibold text-brand-900">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 text-gold-500" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M3 5h18l-7 8v6l-4 2v-8z" strokeLinejoin="round" />
        </svg>
        Filter Dokumen
      </h2>
      <form method="get" action="/sakip" role="search" aria-label="Filter dokumen SAKIP" className="mt-4 space-y-4">
        <div>
          <label htmlFor="sakip-term" className={LABEL}>
            Kata Kunci
          </label>
          <input
            id="sakip-term"
            type="search"
            name="term"
            defaultValue={query.term}
            maxLength={SAKIP_TERM_MAX_LENGTH}
            placeholder="Cari judul dokumen..."
            className={FIELD}
          />
        </div>
        <div>
          <label htmlFor="sakip-year" className={LABEL}>
            Tahun
          </label>
          <select id="sakip-year" name="year" defaultValue={query.year === null ? '' : String(query.year)} className={FIELD}>
            <option value="">{SAKIP_ALL_YEARS_LABEL}</option>
            {yearOptions.map((year) => (
              <option key={year} value={String(year)}>
                {year}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="sakip-sort" className={LABEL}>
            Urutkan
          </label>
          <select id="sakip-sort" name="sort" defaultValue={query.sort} className={FIELD}>
            {SAKIP_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SAKIP_SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap gap-2 pt-1">
          <button type="submit" className="flex-1 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-gold-500 focus-visible:ring-offset-2">
            Terapkan Filter
          </button>
          {changed && (
            <Link href="/sakip" className="rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50">
              Reset
            </Link>
          )}
        </div>
      </form>
    </section>
  );
}
