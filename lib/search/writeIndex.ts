import 'server-only';
import type { SearchIndexEntry } from '@/lib/wp/search/readSearchIndex';
import { runSearchSql } from './engine';
import { indexRecordOf } from './records';

/** Posts per upsert statement: one JSON parameter of about 0.5 MB at real length. */
const UPSERT_BATCH = 100;
/**
 * Statements at once. Each runs on one core (its vectors are most of a reindex's time: about 2 ms a
 * post of 4 KB), and one waits on its indexes now and then: three keep a 2-core server busy
 * (measured: 311 posts a second with two, at 100,000 posts). PGlite runs them one after the other.
 */
const UPSERTS_AT_ONCE = 3;

/**
 * Brings the index in line with what WordPress said of these posts: the ones a reader may find
 * are written (or rewritten), every other one is removed. Answers how many of each.
 */
export async function applyToIndex(entries: readonly SearchIndexEntry[]): Promise<{ written: number; removed: number }> {
  const records = [];
  const gone: number[] = [];
  for (const entry of entries) {
    const record = indexRecordOf(entry);
    if (record) records.push(record);
    else gone.push(entry.id);
  }
  const batches: string[] = [];
  for (let start = 0; start < records.length; start += UPSERT_BATCH) batches.push(JSON.stringify(records.slice(start, start + UPSERT_BATCH)));
  let written = 0;
  const writeNext = async (): Promise<void> => {
    for (let batch = batches.shift(); batch !== undefined; batch = batches.shift()) {
      const [row] = await runSearchSql<{ written: number }>('upsert', [batch]);
      written += row?.written ?? 0;
    }
  };
  await Promise.all(Array.from({ length: UPSERTS_AT_ONCE }, writeNext));
  if (gone.length) await removeFromIndex(gone);
  return { written, removed: gone.length };
}

/** Takes posts out of the index by id (a post deleted for good, or no longer findable). */
export async function removeFromIndex(ids: readonly number[]): Promise<void> {
  await runSearchSql('remove', [ids]);
}
