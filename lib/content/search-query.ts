import type { BureauId } from './bureaus';
import type { PostType } from './content-types';

/**
 * What a search is (behaviour §2.10): its parameters, limits and texts, and its address. Free of zod:
 * the search form and the cached search page's error boundary are client code. Parsing a query
 * string into these is ./search-params.ts.
 */

export const SEARCH_SORTS = ['relevance', 'date_desc', 'date_asc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** The plugin accepts 1–200 characters (docs/wordpress-contract.md). */
export const SEARCH_TERM_MAX = 200;
/** Behaviour §9: search page size. */
export const SEARCH_PAGE_SIZE = 10;
/** Deeper pages are refused by the plugin (100000) long before; 1000 pages of 10 is plenty. */
export const SEARCH_PAGE_MAX = 1000;

export const SEARCH_TEXTS = {
  prompt: 'Silakan masukkan kata kunci pencarian.',
  noResults: 'Tidak ada hasil ditemukan',
  errorPrefix: 'Terjadi kesalahan: ',
  retry: 'Coba Lagi',
  /** Behaviour §8: the search error message. */
  fetchFailed: 'Failed to fetch search results',
  /** The term found nothing; its words as the archive spells them did (lib/search/correct.ts). */
  correctedPrefix: 'Menampilkan hasil untuk ',
  /** Before the count when a search finds more than it counts (lib/search/searchIndex.ts). */
  moreThan: 'Lebih dari ',
  /** The search index is still being filled (lib/search/schedule.ts): part of the archive is not found yet. */
  filling: 'Indeks pencarian sedang disusun: sebagian arsip belum dapat ditemukan. Silakan coba lagi beberapa saat lagi.',
  termTooLong: `Kata kunci terlalu panjang (maksimal ${SEARCH_TERM_MAX} karakter).`,
} as const;

export interface SearchParams {
  term: string;
  bureau?: BureauId;
  postType?: PostType;
  dateFrom?: string;
  dateTo?: string;
  sort: SearchSort;
  page: number;
}

export type ParsedSearch =
  /** No usable term: the page shows the prompt and searches nothing. */
  | { kind: 'empty'; params: SearchParams }
  /** A term that cannot be searched (too long): a clean message instead of results. */
  | { kind: 'invalid'; params: SearchParams; message: string }
  | { kind: 'ready'; params: SearchParams };

export type RawSearchParams = Record<string, string | string[] | undefined>;

/** The query string of a search (defaults left out), e.g. for page links. */
export function searchQueryString(params: SearchParams, page = params.page): string {
  const query = new URLSearchParams();
  if (params.term) query.set('term', params.term);
  if (params.bureau) query.set('bureau', params.bureau);
  if (params.postType) query.set('postType', params.postType);
  if (params.dateFrom) query.set('dateFrom', params.dateFrom);
  if (params.dateTo) query.set('dateTo', params.dateTo);
  if (params.sort !== 'relevance') query.set('sort', params.sort);
  if (page > 1) query.set('page', String(page));
  return query.toString();
}

export function searchHref(params: SearchParams, page = params.page): string {
  const query = searchQueryString(params, page);
  return query ? `/search?${query}` : '/search';
}
