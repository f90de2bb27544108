import Link from '@/components/ui/Link';
import { SakipFilterForm } from '@/components/sakip/SakipFilterForm';
import { SakipIntro } from '@/components/sakip/SakipIntro';
import { SakipTable } from '@/components/sakip/SakipTable';
import { filterSakipDocuments, sakipEmptyText, sakipYears, type SakipQuery } from '@/lib/content/sakip';
import type { SakipDocumentsResult } from '@/lib/loaders/sakip';

/**
 * The SAKIP list (behaviour §2.9) for one query: intro, 'Filter Dokumen' and the table, filtered
 * here from the one cached list of all documents. Server-rendered whole (no loading state), so it
 * works without JavaScript.
 */
export function SakipListScreen({ query, result }: { query: SakipQuery; result: SakipDocumentsResult }) {
  const { documents, error } = result;
  const rows = filterSakipDocuments(documents, query);
  return (
    <>
      <SakipIntro />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-8">
        <aside className="lg:sticky lg:top-4 lg:self-start">
          <SakipFilterForm query={query} years={sakipYears(documents)} />
        </aside>
        <section aria-labelledby="daftar-dokumen" className="min-w-0">
          <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="daftar-dokumen" className="text-xl font-semibold text-brand-900">
              Daftar Dokumen
            </h2>
            {!error && <p className="text-sm text-slate-600">{rows.length} dokumen</p>}
          </div>
          {error ? (
            <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-center">
              <p className="font-semibold text-red-800">{error}</p>
              <Link href="/sakip" prefetch={false} className="mt-4 inline-block rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
                Coba Lagi
              </Link>
            </div>
          ) : (
            <SakipTable documents={rows} emptyText={sakipEmptyText(query)} />
          )}
        </section>
      </div>
    </>
  );
}
