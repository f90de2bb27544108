import 'server-only';
import { logEvent } from '@/lib/log/logger.cjs';
import { catchUp, indexIsEmpty, reindexAll } from './sync';

/** Seconds between catch-ups (a missed notice is repaired within this). */
const catchUpSeconds = () => Math.max(5, Number(process.env.SEARCH_CATCHUP_SECONDS) || 60);

let running = false;

/** One pass: fill an empty index from WordPress, else catch up. Never two at once, never a throw. */
export async function syncSearchIndex(): Promise<void> {
  if (running) return;
  running = true;
  const started = performance.now();
  try {
    if (await indexIsEmpty()) {
      const posts = await reindexAll();
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

/**
 * Started once per server process (instrumentation.ts): a first pass now, then on a timer. The
 * embedded engine (PGlite, in this process) starts empty every time: the server waits for its
 * first fill (the demo's seed takes seconds) so that no search meets an empty index, up to a bound
 * past which the fill goes on behind the first answers. A shared server's index outlives instances.
 */
export async function startSearchSync(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const first = syncSearchIndex();
  setInterval(() => void syncSearchIndex(), catchUpSeconds() * 1000).unref();
  if (env.SEARCH_DATABASE_URL?.trim()) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([first, new Promise((resolve) => (timer = setTimeout(resolve, FIRST_FILL_WAIT_MS)))]);
  clearTimeout(timer);
}
