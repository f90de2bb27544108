import 'server-only';
import { logEvent } from '@/lib/log/logger.cjs';
import { searchEngine } from './engine';
import { catchUp, fillUnfinished, indexIsEmpty, reindexAll } from './sync';

/** Seconds between catch-ups (a missed notice is repaired within this). */
const catchUpSeconds = () => Math.max(5, Number(process.env.SEARCH_CATCHUP_SECONDS) || 60);

let running = false;

// Whether this process is filling its index now, seen by every bundle (instrumentation, pages).
const FILLING_KEY = Symbol.for('bua.search.filling');
type FillingHolder = { [FILLING_KEY]?: boolean };

/**
 * Whether this process is filling its index (the first fill, or one a restart interrupted), from a
 * fill's start until one completes (a fill WordPress interrupted is resumed by a later pass):
 * searches meanwhile find only part of the archive.
 */
export function indexFilling(): boolean {
  return (globalThis as FillingHolder)[FILLING_KEY] === true;
}

/**
 * Whether the next pass fills rather than catches up: an empty index, or the embedded index's fill
 * a restart interrupted (its files are kept; it goes on where it stopped). A shared server's
 * unfinished reindex is its command's to resume (npm run search:reindex).
 */
async function needsFill(): Promise<boolean> {
  return ((await searchEngine()).kind === 'pglite' && (await fillUnfinished())) || (await indexIsEmpty());
}

/** One pass: fill an empty index from WordPress, else catch up. Never two at once, never a throw. */
export async function syncSearchIndex(): Promise<void> {
  if (running) return;
  running = true;
  const started = performance.now();
  try {
    if (await needsFill()) {
      (globalThis as FillingHolder)[FILLING_KEY] = true;
      const posts = await reindexAll();
      (globalThis as FillingHolder)[FILLING_KEY] = false;
      logEvent('info', 'search.index.filled', { posts, ms: Math.round(performance.now() - started) });
    } else {
      const read = await catchUp();
      if (read) logEvent('info', 'search.index.caught-up', { posts: read, ms: Math.round(performance.now() - started) });
    }
  } catch (error) {
    // WordPress or the engine is away: the next pass tries again; searches answer meanwhile.
    logEvent('warn', 'search.index.sync-failed', { error: error instanceof Error ? error.message : String(error) });
  } finally {
    running = false;
  }
}

/** How long a starting server waits for its embedded index's first fill before it answers anyone. */
const FIRST_FILL_WAIT_MS = 30_000;

// The first pass of this process, which every bundle (instrumentation, pages) sees.
const FIRST_PASS_KEY = Symbol.for('bua.search.first-pass');
type Holder = { [FIRST_PASS_KEY]?: Promise<void> };

/**
 * Started once per server process (instrumentation.ts): a first pass now, then on a timer. The
 * embedded engine (PGlite, in this process) is empty at its first start, and Next may answer before
 * instrumentation is done: searches wait for its fill (whenIndexReady; the demo's seed takes
 * seconds) so that none meets an empty index, and keeps the empty answer in the page cache, up to
 * a bound past which the fill goes on behind them. A kept index answers at once while it catches
 * up. A shared server's index outlives instances.
 */
export function startSearchSync(env: NodeJS.ProcessEnv = process.env): void {
  const first = syncSearchIndex();
  setInterval(() => void syncSearchIndex(), catchUpSeconds() * 1000).unref();
  if (env.SEARCH_DATABASE_URL?.trim()) return;
  const filling = needsFill().then((fill) => (fill ? first : undefined), () => undefined);
  let timer: NodeJS.Timeout | undefined;
  (globalThis as Holder)[FIRST_PASS_KEY] = Promise.race([filling, new Promise<void>((resolve) => (timer = setTimeout(resolve, FIRST_FILL_WAIT_MS)))]).finally(() => clearTimeout(timer));
}

/** Resolves once this process's embedded index has had its first fill (at once for a shared or a kept one). */
export function whenIndexReady(): Promise<void> {
  return (globalThis as Holder)[FIRST_PASS_KEY] ?? Promise.resolve();
}
