import type { Metadata } from 'next';
import { SearchScreen } from '@/components/search/SearchScreen';
import { truncateChars } from '@/lib/content/text';
import { parseSearchParams, type RawSearchParams } from '@/lib/content/search-params';
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
 * /search (behaviour §2.10). Reads its query string, so it is rendered per request; the WordPress call
 * itself is cached per query by lib/wp. Everything is in the server HTML (no Suspense fallback),
 * so the page works without JavaScript.
 */
export default async function SearchPage({ searchParams }: SearchPageProps) {
  return <SearchScreen parsed={parseSearchParams(await searchParams)} />;
}
