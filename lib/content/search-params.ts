import { z } from 'zod';
import { BUREAU_IDS, type BureauId } from './bureaus';
import { POST_TYPES, type PostType } from './content-types';

/**
 * The query string of /search (behaviour §2.10): term, bureau, postType, dateFrom, dateTo, sort, page.
 * Parsing never throws: a bad filter falls back to its default (the visitor still gets results),
 * and only a term that cannot be searched at all becomes a message. The plugin validates again.
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

/** Repeated keys (?term=a&term=b) count by their first value; anything else is absent. */
const single = z.preprocess((value) => (Array.isArray(value) ? value[0] : value), z.string().optional().catch(undefined));

/** Control characters have no place in a search; whitespace runs become one space. */
function cleanText(value: string): string {
  return value
    .replace(/[\u0000-\u001F\u007F]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A real calendar date written YYYY-MM-DD (2026-02-30 is refused). */
export function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1000 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const schema = z.object({
  term: single.transform((value) => cleanText(value ?? '')),
  bureau: single.transform((value) => (BUREAU_IDS as readonly string[]).find((id) => id === value?.trim().toLowerCase())),
  postType: single.transform((value) => (POST_TYPES as readonly string[]).find((type) => type === value?.trim().toLowerCase())),
  dateFrom: single.transform((value) => (value && isRealDate(value.trim()) ? value.trim() : undefined)),
  dateTo: single.transform((value) => (value && isRealDate(value.trim()) ? value.trim() : undefined)),
  sort: single.transform((value) => (SEARCH_SORTS as readonly string[]).find((sort) => sort === value?.trim()) ?? 'relevance'),
  page: single.transform((value) => {
    const page = value && /^\s*\d{1,7}\s*$/.test(value) ? Number(value) : 1;
    return page >= 1 && page <= SEARCH_PAGE_MAX ? page : 1;
  }),
});

/** Parses /search's query string into clean parameters; never throws, whatever it is given. */
export function parseSearchParams(raw: RawSearchParams | null | undefined): ParsedSearch {
  const parsed = schema.parse(raw && typeof raw === 'object' ? raw : {});
  let { dateFrom, dateTo } = parsed;
  // A reversed range is almost always a slip: search the range the visitor meant.
  if (dateFrom && dateTo && dateFrom > dateTo) [dateFrom, dateTo] = [dateTo, dateFrom];
  const params: SearchParams = {
    term: parsed.term,
    bureau: parsed.bureau as BureauId | undefined,
    postType: parsed.postType as PostType | undefined,
    dateFrom,
    dateTo,
    sort: parsed.sort as SearchSort,
    page: parsed.page,
  };
  if ([...params.term].length > SEARCH_TERM_MAX) {
    // The oversized term is not echoed back into the form.
    return { kind: 'invalid', params: { ...params, term: '', page: 1 }, message: SEARCH_TEXTS.termTooLong };
  }
  if (params.term === '') return { kind: 'empty', params: { ...params, page: 1 } };
  return { kind: 'ready', params };
}

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
