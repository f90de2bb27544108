import { z } from 'zod';
import { BUREAU_IDS, type BureauId } from './bureaus';
import { POST_TYPES, type PostType } from './content-types';
import { SEARCH_PAGE_MAX, SEARCH_SORTS, SEARCH_TERM_MAX, SEARCH_TEXTS, type ParsedSearch, type RawSearchParams, type SearchParams, type SearchSort } from './search-query';

/**
 * The query string of /search (behaviour §2.10): term, bureau, postType, dateFrom, dateTo, sort, page.
 * Parsing never throws: a bad filter falls back to its default (the visitor still gets results),
 * and only a term that cannot be searched at all becomes a message. The plugin validates again.
 */

/**
 * Repeated keys (?term=a&term=b) count by their last value, as next.config's rewrite of a plain
 * search reads them (lib/content/cachedSearch.ts); anything else is absent.
 */
const single = z.preprocess((value) => (Array.isArray(value) ? value[value.length - 1] : value), z.string().optional().catch(undefined));

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
