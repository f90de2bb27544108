import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import { logEvent } from '@/lib/log/logger.cjs';
import { wordpressAwayDigest } from '@/lib/http/statusMarks.cjs';
import { SEARCH_DIR, sql, type SqlName } from './sql';

/**
 * The search engine's door: PostgreSQL's full-text search, the same SQL (./sql/) on either engine:
 * - `SEARCH_DATABASE_URL` set: a PostgreSQL server that every instance shares (production,
 *   `npm run demo:cluster`, the tests), through a small pool;
 * - unset: PGlite, PostgreSQL compiled to WASM, in this process (`npm run demo`, one instance),
 *   its files in SEARCH_DATA_DIR (the portal's server: .search/ where it is started), so a restart
 *   opens the index it had and catches up (./sync.ts); without SEARCH_DATA_DIR, in memory.
 * Nothing else in the portal builds the engine's SQL or holds its connection.
 */
export interface SearchEngine {
  readonly kind: 'postgresql' | 'pglite';
  /** One statement of ./sql by name, with its $n parameters (never spliced into the text). */
  run<Row>(name: SqlName, params?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

/** The engine is away (not started, refused, too slow): the search page answers as behaviour §8 says. */
export class SearchUnavailableError extends Error {
  /** An outage's digest, as WpError's: a render it fails answers 503 with Retry-After, never 500. */
  readonly digest = wordpressAwayDigest();

  constructor(cause: unknown) {
    super(`search engine unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'SearchUnavailableError';
  }
}

const DICTIONARY_DIR = `${SEARCH_DIR}/dictionary`;

/** A query slower than this is cut (a visitor's page waits for it). */
const STATEMENT_TIMEOUT_MS = Number(process.env.SEARCH_STATEMENT_TIMEOUT_MS) || 3000;

// A word in most posts makes the planner scan the table and read every row's out-of-line vector;
// the GIN index and the date index answer such queries in milliseconds (measured: 500 ms -> 40 ms
// at 100,000 posts). The engine's connections run nothing else. With scans priced out, a plan that
// must keep one costs more than jit_above_cost, and compiling it would take 100-150 ms of a query
// that runs in 1: these statements are all short, so never compiled.
const SESSION_SETTINGS: Record<string, string> = { enable_seqscan: 'off', jit: 'off' };

async function postgresEngine(url: string): Promise<SearchEngine> {
  const { Pool: PgPool } = await import('pg');
  const pool: Pool = new PgPool({
    connectionString: url,
    max: Number(process.env.SEARCH_DB_POOL) || 4,
    connectionTimeoutMillis: 2000,
    // Idle connections stay open: a new server process spends 15-20 ms loading the dictionaries and
    // the catalog on its first search, which a visitor's first search after a quiet minute would wait for.
    idleTimeoutMillis: 0,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    application_name: 'bua-portal-search',
    options: Object.entries(SESSION_SETTINGS).map(([name, value]) => `-c ${name}=${value}`).join(' '),
  });
  // An idle client that loses its server must not take the process with it.
  pool.on('error', (error) => logEvent('warn', 'search.engine.fault', { error: error.message }));
  const client = await pool.connect();
  try {
    // Instances starting together would create the same objects at once: one at a time.
    await client.query('SELECT pg_advisory_lock(4242001)');
    await client.query(sql('schema'));
  } finally {
    await client.query('SELECT pg_advisory_unlock(4242001)').catch(() => {});
    client.release();
  }
  return {
    kind: 'postgresql',
    async run<Row>(name: SqlName, params: unknown[] = []) {
      return (await pool.query(sql(name), params)).rows as Row[];
    },
    close: () => pool.end(),
  };
}

/**
 * One process at a time in a data folder: PGlite has no server to share it, and two writers would
 * break its files. The owner's pid is kept beside them; a pid no longer running is taken over.
 * Answers the release.
 */
function claimDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const owner = path.join(dir, 'owner.pid');
  const held = Number(fs.existsSync(owner) ? fs.readFileSync(owner, 'utf8').trim() : '');
  if (held && held !== process.pid && isRunning(held)) {
    throw new Error(`the embedded search index in ${dir} is open in process ${held}: give each process its own SEARCH_DATA_DIR, or share SEARCH_DATABASE_URL`);
  }
  fs.writeFileSync(owner, String(process.pid));
  return () => fs.rmSync(owner, { force: true });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The statements that write the index, and how many of them (upserts of 100 posts) between checkpoints. */
const WRITES = new Set<SqlName>(['upsert', 'remove', 'sweep']);
const CHECKPOINT_EVERY_WRITES = 20;

async function pgliteEngine(dataDir?: string): Promise<SearchEngine> {
  const [{ PGlite: PGliteClass }, { unaccent }, { pg_trgm }, { fuzzystrmatch }, { installDictionary }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/unaccent'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/fuzzystrmatch'),
    import('./dictionary/install.cjs'),
  ]);
  const release = dataDir ? claimDataDir(dataDir) : () => {};
  const db: PGlite = await PGliteClass.create({ dataDir: dataDir && path.join(dataDir, 'pgdata'), extensions: { unaccent, pg_trgm, fuzzystrmatch } }).catch((error: unknown) => {
    release();
    throw error;
  });
  const FS = db.Module.FS;
  installDictionary((name: string, text: string) => FS.writeFile(`/pglite/share/postgresql/tsearch_data/${name}`, text), DICTIONARY_DIR);
  await db.exec(Object.entries({ ...SESSION_SETTINGS, statement_timeout: STATEMENT_TIMEOUT_MS }).map(([name, value]) => `SET ${name} = ${value};`).join(' '));
  await db.exec(sql('schema'));
  let writes = 0;
  return {
    kind: 'pglite',
    async run<Row>(name: SqlName, params: unknown[] = []) {
      const rows = (await db.query<Row>(sql(name), params)).rows;
      // PGlite has no checkpointer: its write-ahead log only grows until a checkpoint lets it reuse
      // its files (gigabytes over a fill of 100,000 posts). One every few thousand posts.
      if (dataDir && WRITES.has(name) && ++writes % CHECKPOINT_EVERY_WRITES === 0) await db.exec('CHECKPOINT');
      return rows;
    },
    close: async () => {
      await db.close();
      release();
    },
  };
}

/**
 * Opens an engine: the PostgreSQL at `url` (SEARCH_DATABASE_URL by default), else PGlite here, kept
 * in `dataDir` (SEARCH_DATA_DIR by default) or in memory.
 */
export function openSearchEngine(url: string | undefined = process.env.SEARCH_DATABASE_URL, dataDir: string | undefined = process.env.SEARCH_DATA_DIR): Promise<SearchEngine> {
  return url?.trim() ? postgresEngine(url.trim()) : pgliteEngine(dataDir?.trim() || undefined);
}

// One engine per process, whichever bundle (pages, route handlers, instrumentation) asks first.
const ENGINE_KEY = Symbol.for('bua.search.engine');
type Holder = { [ENGINE_KEY]?: Promise<SearchEngine> };

/** This process's engine, opened on first use; a failed opening is retried on the next use. */
export function searchEngine(): Promise<SearchEngine> {
  const holder = globalThis as Holder;
  if (!holder[ENGINE_KEY]) {
    holder[ENGINE_KEY] = openSearchEngine().catch((error: unknown) => {
      delete holder[ENGINE_KEY];
      logEvent('error', 'search.engine.unavailable', { error: error instanceof Error ? error.message : String(error) });
      throw new SearchUnavailableError(error);
    });
  }
  return holder[ENGINE_KEY];
}

/** This process's engine if something has opened it already (a check that must not open one), else null. */
export function openedSearchEngine(): Promise<SearchEngine> | null {
  return (globalThis as Holder)[ENGINE_KEY] ?? null;
}

/** Makes `engine` this process's engine (the tests, and the reindex command that opened its own). */
export function setSearchEngine(engine: SearchEngine): void {
  (globalThis as Holder)[ENGINE_KEY] = Promise.resolve(engine);
}

/** Runs one statement on this process's engine; any failure is SearchUnavailableError. */
export async function runSearchSql<Row>(name: SqlName, params: unknown[] = []): Promise<Row[]> {
  const engine = await searchEngine();
  try {
    return await engine.run<Row>(name, params);
  } catch (error) {
    logEvent('warn', 'search.query.failed', { statement: name, error: error instanceof Error ? error.message : String(error) });
    throw new SearchUnavailableError(error);
  }
}
