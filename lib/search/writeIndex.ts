import 'server-only';
import type { SearchIndexEntry } from '@/lib/wp/search/readSearchIndex';
import { runSearchSql } from './engine';
import { indexRecordOf } from './records';

/** Posts per upsert statement: one JSON parameter of about 1 MB at real length. */
const UPSERT_BATCH = 200;

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
  let written = 0;
  for (let start = 0; start < records.length; start += UPSERT_BATCH) {
    const [row] = await runSearchSql<{ written: number }>('upsert', [JSON.stringify(records.slice(start, start + UPSERT_BATCH))]);
    written += row?.written ?? 0;
  }
  if (gone.length) await removeFromIndex(gone);
  return { written, removed: gone.length };
}

/** Takes posts out of the index by id (a post deleted for good, or no longer findable). */
export async function removeFromIndex(ids: readonly number[]): Promise<void> {
  await runSearchSql('remove', [ids]);
}
