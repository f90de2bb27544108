import type { Metadata } from 'next';
import { SearchForm } from '@/components/search/SearchForm';
import { SearchOutcome } from '@/components/search/SearchOutcome';
import { truncateChars } from '@/lib/content/text';
import { parseSearchParams, searchQueryString, type RawSearchParams } from '@/lib/content/search-params';
import { pageMetadata } from '@/lib/seo/metadata';

type SearchPageProps = { searchParams: Promise<RawSearchParams> };

export async function generateMetadata({ searchParams }: SearchPageProps): Promise<Metadata> {
  const parsed = parseSearchParams(await searchParams);
  const term = parsed.kind === 'ready' ? parsed.params.term : '';
  return pageMetadata({
    title: term ? `Pencarian: ${truncateChars(term, 60)}` : 'Pencarian',
    description: 'Cari berita, artikel, pengumuman dan undangan Badan Urusan Administrasi Mahkamah Agung RI.',
    path: '/search',
    // Result pages are endless variations of the same posts: followed, not indexed.
    noindex: true,
  });
}

/**
 * /search (spec 2.10). Reads its query string, so it is rendered per request; the WordPress call
 * itself is cached per query by lib/wp. Everything is in the server HTML (no Suspense fallback),
 * so the page works without JavaScript.
 */
export default async function SearchPage({ searchParams }: SearchPageProps) {
  const parsed = parseSearchParams(await searchParams);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="mb-6 border-l-4 border-gold-500 pl-3 text-2xl font-bold uppercase text-brand-900 sm:text-3xl">Pencarian</h1>
      {/* Remounted per query so the inputs show the search being displayed after client navigation. */}
      <SearchForm key={searchQueryString(parsed.params)} params={parsed.params} />
      <div className="mt-8">
        <SearchOutcome parsed={parsed} />
      </div>
    </div>
  );
}
