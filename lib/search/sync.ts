import 'server-only';
import { logEvent } from '@/lib/log/logger.cjs';
import { readSearchIndex } from '@/lib/wp/search/readSearchIndex';
import { runSearchSql } from './engine';
import { applyToIndex, removeFromIndex } from './writeIndex';

/**
 * How the index follows WordPress:
 * - a change notice (lib/webhook/receive.ts) re-reads that one post: written, rewritten or removed
 *   within the notice's own request;
 * - the catch-up, every SEARCH_CATCHUP_SECONDS, reads what WordPress modified since its cursor and
 *   repairs any notice that never came;
 * - a full reindex (`npm run search:reindex`, or at start on an empty index) reads every post by
 *   ID, resumable where it stopped, then removes what it did not see (deleted for good).
 */

const CATCH_UP_KEY = 'catch-up';
const REINDEX_KEY = 'reindex';
const REINDEX_PAGE = 500;
const CATCH_UP_PAGE = 200;

interface CatchUpCursor {
  since: string;
  sinceId: number;
}
interface ReindexState {
  startedAt: string;
  afterId: number;
  done: number;
}

async function readState<T>(key: string): Promise<T | null> {
  const [row] = await runSearchSql<{ value: string }>('state-get', [key]);
  return row ? (JSON.parse(row.value) as T) : null;
}
const writeState = (key: string, value: unknown) => runSearchSql('state-set', [key, JSON.stringify(value)]);

/** WordPress's GMT column spelling, as the catch-up's `since` compares with it. */
const gmtColumn = (instant: Date) => instant.toISOString().slice(0, 19).replace('T', ' ');

/** A change notice named this post: the index takes WordPress's word for it now. */
export async function indexChangedPost(id: number): Promise<void> {
  const entries = await readSearchIndex({ ids: [id] });
  if (entries.length === 0) await removeFromIndex([id]);
  else await applyToIndex(entries);
}

/** Everything modified since the last catch-up. Answers how many posts it read. */
export async function catchUp(): Promise<number> {
  const cursor = (await readState<CatchUpCursor>(CATCH_UP_KEY)) ?? { since: '1970-01-01 00:00:00', sinceId: 0 };
  let read = 0;
  for (;;) {
    const entries = await readSearchIndex({ ...cursor, perPage: CATCH_UP_PAGE });
    if (entries.length === 0) break;
    await applyToIndex(entries);
    const last = entries[entries.length - 1]!;
    cursor.since = last.cursor;
    cursor.sinceId = last.id;
    await writeState(CATCH_UP_KEY, cursor);
    read += entries.length;
    if (entries.length < CATCH_UP_PAGE) break;
  }
  return read;
}

export interface ReindexProgress {
  done: number;
  lastId: number;
}

/**
 * Rebuilds the index from WordPress, page by page by ID. An interrupted run is resumed from its
 * last page unless `restart`; posts it never saw since it began are removed at the end. The
 * catch-up then starts from the reindex's beginning, so nothing changed meanwhile is missed.
 */
export async function reindexAll(options: { restart?: boolean; onProgress?: (progress: ReindexProgress) => void } = {}): Promise<number> {
  const resumed = options.restart ? null : await readState<ReindexState>(REINDEX_KEY);
  const state: ReindexState = resumed ?? { startedAt: new Date().toISOString(), afterId: 0, done: 0 };
  if (resumed) logEvent('info', 'search.reindex.resumed', { afterId: state.afterId, done: state.done });
  // WordPress reads the next page while the engine writes this one: the two share the run's time.
  const readAfter = (afterId: number) => {
    const page = readSearchIndex({ afterId, perPage: REINDEX_PAGE });
    page.catch(() => {}); // awaited below; a write failing first must not leave it unhandled
    return page;
  };
  let next = readAfter(state.afterId);
  for (;;) {
    const entries = await next;
    if (entries.length === 0) break;
    const lastId = entries[entries.length - 1]!.id;
    next = entries.length < REINDEX_PAGE ? Promise.resolve([]) : readAfter(lastId);
    await applyToIndex(entries);
    state.afterId = lastId;
    state.done += entries.length;
    await writeState(REINDEX_KEY, state);
    options.onProgress?.({ done: state.done, lastId: state.afterId });
  }
  await runSearchSql('sweep', [state.startedAt]);
  // A minute's margin: WordPress's clock and this one are not the same clock.
  await writeState(CATCH_UP_KEY, { since: gmtColumn(new Date(Date.parse(state.startedAt) - 60_000)), sinceId: 0 });
  await runSearchSql('state-clear', [REINDEX_KEY]);
  return state.done;
}

/** Whether a full reindex began and has not ended (stopped with its process, it resumes). */
export async function fillUnfinished(): Promise<boolean> {
  return (await readState(REINDEX_KEY)) !== null;
}

/** Whether the index has never been filled (a new engine, or an embedded one kept in memory). */
export async function indexIsEmpty(): Promise<boolean> {
  const [stats] = await runSearchSql<{ posts: number }>('stats');
  return (stats?.posts ?? 0) === 0 && (await readState(CATCH_UP_KEY)) === null;
}
