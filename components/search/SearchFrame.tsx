import type { ReactNode } from 'react';
import { SearchForm } from '@/components/search/SearchForm';
import { searchQueryString, type SearchParams } from '@/lib/content/search-query';

/** The search page around its outcome: heading and form (the page, and the cached page's error boundary). */
export function SearchFrame({ params, children }: { params: SearchParams; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="mb-6 border-l-4 border-gold-500 pl-3 text-2xl font-bold uppercase text-brand-900 sm:text-3xl">Pencarian</h1>
      {/* Remounted per query so the inputs show the search being displayed after client navigation. */}
      <SearchForm key={searchQueryString(params)} params={params} />
      <div className="mt-8">{children}</div>
    </div>
  );
}
