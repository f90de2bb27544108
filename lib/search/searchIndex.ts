import 'server-only';
import { addDays, format, parseISO } from 'date-fns';
import { PUBLIC_STATUSES, READER_STATUSES } from '@/lib/auth/visibility';
import { wpInstant } from '@/lib/content/instant';
import { POST_TYPES, type PostType } from '@/lib/content/content-types';
import { SEARCH_PAGE_MAX } from '@/lib/content/search-query';
import { runSearchSql } from './engine';
import { markedParts, type MarkedPart } from './marks';
import { correctedTerm } from './correct';
import { searchableText } from './records';
import { phraseSearchOf } from './phrases';

/** The most a search counts (count.sql): 1,000 pages of 10 is as far as it goes. */
export const SEARCH_COUNT_MAX = 10_000;

export interface IndexQuery {
  term: string;
  bureau?: string;
  postType?: PostType;
  /** Jakarta calendar days, YYYY-MM-DD, both included. */
  dateFrom?: string;
  dateTo?: string;
  sort: 'relevance' | 'date_desc' | 'date_asc';
  page: number;
  perPage: number;
  /** A signed-in staff member: private posts too (behaviour §6). Nothing else is ever in the index. */
  staff: boolean;
}

export interface SearchHit {
  id: number;
  post_type: string;
  status: 'publish' | 'private';
  bureau_id: string | null;
  /** The instant, with Jakarta's offset (lib/content/instant.ts). */
  date: string;
  slug: string;
  title: MarkedPart[];
  /** A short excerpt around the match, else the post's own excerpt or lead. */
  summary: MarkedPart[];
  thumbnail: string | null;
}

export interface SearchAnswer {
  posts: SearchHit[];
  /** `more`: the search finds more than `total` (SEARCH_COUNT_MAX) posts. */
  pagination: { total: number; totalPages: number; more?: boolean };
  /** The archive's spelling the results are for, when the term as typed found nothing. */
  correctedTerm?: string;
  /** The index is still being filled: the archive is only partly searchable yet. */
  filling?: true;
}

interface PageRow {
  id: string | number;
  post_type: string;
  status: 'publish' | 'private';
  bureau_id: string | null;
  date_gmt: Date | string;
  slug: string;
  title: string;
  lead: string;
  excerpt: string;
  thumbnail: string | null;
  title_marked: string;
  body_marked: string;
}

/** The day after a YYYY-MM-DD (the filter's upper bound is exclusive). */
const dayAfter = (day: string): string => format(addDays(parseISO(day), 1), 'yyyy-MM-dd');

/** The statuses a reader may see (lib/auth/visibility.ts): visitors published posts, staff private ones too. */
const statusesOf = (staff: boolean): string[] => [...(staff ? READER_STATUSES : PUBLIC_STATUSES)];

/** $1–$7 of every query of a search (count.sql). */
function matchParams(query: IndexQuery): unknown[] {
  const { matching, phrases } = phraseSearchOf(query.term);
  return [
    matching,
    statusesOf(query.staff),
    query.postType ? [query.postType] : [...POST_TYPES],
    query.bureau ?? null,
    query.dateFrom ? `${query.dateFrom} 00:00:00` : null,
    query.dateTo ? `${dayAfter(query.dateTo)} 00:00:00` : null,
    phrases,
  ];
}

/** A page's ids and how many posts the search finds, up to SEARCH_COUNT_MAX + 1. */
interface FoundPage {
  ids: number[];
  found: number;
}

/** By date: the count and the page at once, on two of the engine's connections. */
async function datedPage(query: IndexQuery, match: unknown[]): Promise<FoundPage> {
  const offset = (query.page - 1) * query.perPage;
  const [[{ total: found = 0 } = {}], rows] = await Promise.all([
    runSearchSql<{ total: number }>('count', match),
    runSearchSql<{ id: string }>(query.sort === 'date_asc' ? 'by-date-asc' : 'by-date-desc', [...match, query.perPage, offset]),
  ]);
  return { found, ids: rows.map((row) => Number(row.id)) };
}

type RankedRow = { id: string; candidates: number; total: number };

/** By relevance: the ranked candidates first, then the other matches newest first (ranked.sql says why). */
async function rankedPage(query: IndexQuery, match: unknown[]): Promise<FoundPage> {
  const offset = (query.page - 1) * query.perPage;
  const ranked = await runSearchSql<RankedRow>('ranked', [...match, query.perPage, offset, false]);
  // Any match makes a candidate, so an empty first page is a search that finds nothing; an empty
  // later page is past the candidates, and their first one tells the count.
  const head = ranked[0] ?? (offset > 0 ? (await runSearchSql<RankedRow>('ranked', [...match, 1, 0, false]))[0] : undefined);
  if (!head) return { found: 0, ids: [] };
  const ids = ranked.map((row) => Number(row.id));
  const found = head.total;
  if (ids.length === query.perPage || offset + ids.length >= found) return { found, ids };
  const rest = await runSearchSql<{ id: string }>('ranked', [...match, query.perPage - ids.length, Math.max(0, offset + ids.length - head.candidates), true]);
  return { found, ids: [...ids, ...rest.map((row) => Number(row.id))] };
}

function hitOf(row: PageRow): SearchHit {
  const body = markedParts(row.body_marked ?? '');
  const summary = body.some((part) => part.marked) || !(row.excerpt || row.lead) ? body : [{ text: row.excerpt || row.lead, marked: false }];
  const date = row.date_gmt instanceof Date ? row.date_gmt.toISOString() : String(row.date_gmt);
  return {
    id: Number(row.id),
    post_type: row.post_type,
    status: row.status,
    bureau_id: row.bureau_id,
    date: wpInstant(date) ?? date,
    slug: row.slug,
    title: markedParts(row.title_marked ?? row.title),
    summary,
    thumbnail: row.thumbnail,
  };
}

async function searchAs(query: IndexQuery): Promise<SearchAnswer> {
  const match = matchParams(query);
  const { ids, found } = await (query.sort === 'relevance' ? rankedPage : datedPage)(query, match);
  // The highlights follow the term as typed, its phrases whole.
  const rows = ids.length ? await runSearchSql<PageRow>('page', [ids, query.term]) : [];
  const total = Math.min(found, SEARCH_COUNT_MAX);
  return {
    posts: rows.map(hitOf),
    pagination: { total, totalPages: Math.min(Math.ceil(total / query.perPage), SEARCH_PAGE_MAX), ...(found > SEARCH_COUNT_MAX ? { more: true } : {}) },
  };
}

/**
 * A search of the index (behaviour §2.10): every word required, "quoted phrases" and -exclusions
 * (websearch_to_tsquery), Indonesian stems, title over excerpt over body, recency breaking ties;
 * a term that finds nothing is tried once more as the archive spells its words (./correct.ts).
 * Visibility is in the query itself (search_filter): visitors find published posts, staff also
 * private ones; nothing else is indexed. Any engine failure is SearchUnavailableError.
 */
export async function searchIndex(asked: IndexQuery): Promise<SearchAnswer> {
  const query = { ...asked, term: searchableText(asked.term).trim() };
  const answer = await searchAs(query);
  if (answer.pagination.total > 0 || query.page > 1) return answer;
  const corrected = await correctedTerm(query.term, statusesOf(query.staff));
  if (!corrected) return answer;
  const again = await searchAs({ ...query, term: corrected });
  return again.pagination.total > 0 ? { ...again, correctedTerm: corrected } : answer;
}
