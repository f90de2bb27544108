import { z } from 'zod';

/**
 * The SAKIP list rules of behaviour §2.9 and 5: the query string of /sakip, filtering, sorting, the
 * years of the year filter and the related documents of a document page. Pure functions over
 * documents already fetched (behaviour §9: one fetch of 100), so the list page makes one cached call.
 */

export const SAKIP_SORTS = ['relevance', 'year_desc', 'year_asc', 'title_asc', 'title_desc'] as const;
export type SakipSort = (typeof SAKIP_SORTS)[number];

/** Labels of the sort select; the four named ones are the spec's. */
export const SAKIP_SORT_LABELS: Record<SakipSort, string> = {
  relevance: 'Relevansi',
  year_desc: 'Tahun Terbaru',
  year_asc: 'Tahun Terlama',
  title_asc: 'Judul A-Z',
  title_desc: 'Judul Z-A',
};

/** Longer search terms are not a real title search: they fall back to no term. */
export const SAKIP_TERM_MAX_LENGTH = 100;

export const SAKIP_ALL_YEARS_LABEL = 'Semua Tahun';
export const SAKIP_EMPTY_TEXT = 'Tidak ada dokumen SAKIP yang ditemukan';
export const SAKIP_EMPTY_FILTERED_SUFFIX = ' sesuai filter yang dipilih.';

export interface SakipQuery {
  term: string;
  year: number | null;
  sort: SakipSort;
}

export const DEFAULT_SAKIP_QUERY: SakipQuery = { term: '', year: null, sort: 'relevance' };

/** What Next hands a page as searchParams. */
export type RawSearchParams = Record<string, string | string[] | undefined>;

/*
 * One schema per parameter, so one bad value resets only itself. Each accepts a single string
 * only: a repeated parameter (an array) is ambiguous and falls back to the default too.
 */
const termSchema = z
  .string()
  .transform((value) => value.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ').trim())
  .pipe(z.string().max(SAKIP_TERM_MAX_LENGTH));

const yearSchema = z
  .string()
  .regex(/^\d{4}$/)
  .transform(Number)
  .pipe(z.number().int().min(1900).max(2100));

const sortSchema = z.enum(SAKIP_SORTS);

function field<T>(schema: z.ZodType<T>, value: unknown, fallback: T): T {
  const result = schema.safeParse(value);
  return result.success ? result.data : fallback;
}

/** Parses /sakip's term, year and sort; anything hostile or malformed becomes the default. */
export function parseSakipQuery(params: RawSearchParams | undefined): SakipQuery {
  const source = params ?? {};
  return {
    term: field(termSchema, source.term, DEFAULT_SAKIP_QUERY.term),
    year: field(yearSchema, source.year, DEFAULT_SAKIP_QUERY.year),
    sort: field(sortSchema, source.sort, DEFAULT_SAKIP_QUERY.sort),
  };
}

/** Behaviour §2.9: sort alone is not a filter; a term or a year is. */
export function isSakipFilterActive(query: SakipQuery): boolean {
  return query.term !== '' || query.year !== null;
}

export function sakipEmptyText(query: SakipQuery): string {
  return isSakipFilterActive(query) ? `${SAKIP_EMPTY_TEXT}${SAKIP_EMPTY_FILTERED_SUFFIX}` : SAKIP_EMPTY_TEXT;
}

/** The fields of a document these rules read. */
export interface SakipListItem {
  title: string;
  /** The post's date with Jakarta's offset (lib/content/instant.ts), `YYYY-MM-DDTHH:mm:ss+07:00`. */
  date: string;
}

/**
 * Behaviour §5: the year of a document is the year of its post date. Read from the string itself
 * (Jakarta's wall clock), so no server zone can move a 1 January post into the year before.
 */
export function sakipDocumentYear(date: string): number | null {
  const match = /^(\d{4})-/.exec(date);
  return match ? Number(match[1]) : null;
}

/** Years of the year filter, newest first, each once. */
export function sakipYears(documents: readonly SakipListItem[]): number[] {
  const years = new Set<number>();
  for (const document of documents) {
    const year = sakipDocumentYear(document.date);
    if (year !== null) years.add(year);
  }
  return [...years].sort((a, b) => b - a);
}

const titleCollator = new Intl.Collator('id', { sensitivity: 'base', numeric: true });

const byDateDesc = (a: SakipListItem, b: SakipListItem) => b.date.localeCompare(a.date);
const byDateAsc = (a: SakipListItem, b: SakipListItem) => a.date.localeCompare(b.date);
const yearOf = (document: SakipListItem) => sakipDocumentYear(document.date) ?? 0;

/** Comparators per sort; ties fall back to the newest first so the order is always stable. */
function comparator(sort: SakipSort, term: string): (a: SakipListItem, b: SakipListItem) => number {
  switch (sort) {
    case 'year_desc':
      return (a, b) => yearOf(b) - yearOf(a) || byDateDesc(a, b);
    case 'year_asc':
      return (a, b) => yearOf(a) - yearOf(b) || byDateAsc(a, b);
    case 'title_asc':
      return (a, b) => titleCollator.compare(a.title, b.title) || byDateDesc(a, b);
    case 'title_desc':
      return (a, b) => titleCollator.compare(b.title, a.title) || byDateDesc(a, b);
    case 'relevance':
    default: {
      // A match early in the title ranks higher (a title starting with the term first); without a term, newest first.
      if (!term) return byDateDesc;
      const needle = term.toLowerCase();
      const position = (document: SakipListItem) => document.title.toLowerCase().indexOf(needle);
      return (a, b) => position(a) - position(b) || byDateDesc(a, b);
    }
  }
}

/** Behaviour §5: case-insensitive substring of the title, and the year of the post date; then sorted. */
export function filterSakipDocuments<T extends SakipListItem>(documents: readonly T[], query: SakipQuery): T[] {
  const needle = query.term.toLowerCase();
  return documents
    .filter((document) => (!needle || document.title.toLowerCase().includes(needle)) && (query.year === null || sakipDocumentYear(document.date) === query.year))
    .sort(comparator(query.sort, query.term));
}

/** Behaviour §2.9 'Dokumen SAKIP Terkait': how many other documents a document page lists. */
export const SAKIP_RELATED_COUNT = 4;

/** Other documents for a document page: the same category first, each group newest first. */
export function relatedSakipDocuments<T extends SakipListItem & { id: number; sakipCategory: string | null }>(
  current: { id: number; sakipCategory: string | null },
  documents: readonly T[],
  count = SAKIP_RELATED_COUNT,
): T[] {
  const others = documents.filter((document) => document.id !== current.id).sort(byDateDesc);
  const sameCategory = current.sakipCategory ? others.filter((document) => document.sakipCategory === current.sakipCategory) : [];
  const rest = others.filter((document) => !sameCategory.includes(document));
  return [...sameCategory, ...rest].slice(0, count);
}

/**
 * Where a filtered list lives: proxy.ts rewrites `/sakip?term=…&year=…&sort=…` to
 * SAKIP_FILTER_BASE/{query} (the query in one spelling, defaults left out), a page cached like the
 * others; `/sakip` itself is the unfiltered list. The cache handler keeps these pages as free text
 * (its FREE_TEXT_PAGES, held to this by a test).
 */
export const SAKIP_FILTER_BASE = '/sakip/daftar';

/** The query string of a SAKIP list, defaults left out, keys in one order. */
export function sakipQueryString(query: SakipQuery): string {
  const params = new URLSearchParams();
  if (query.term) params.set('term', query.term);
  if (query.year !== null) params.set('year', String(query.year));
  if (query.sort !== DEFAULT_SAKIP_QUERY.sort) params.set('sort', query.sort);
  return params.toString();
}

/** The cached page of a SAKIP list. */
export function sakipListPath(query: SakipQuery): string {
  const search = sakipQueryString(query);
  return search ? `${SAKIP_FILTER_BASE}/${encodeURIComponent(search)}` : '/sakip';
}
