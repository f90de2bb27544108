import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { wpCreatePost, wpDeletePost } from './helpers/staff';
import { wpToken } from './helpers/wp';

/**
 * The embedded search index (PGlite, no SEARCH_DATABASE_URL) as a single host runs it: kept on
 * disk (SEARCH_DATA_DIR), so a restart opens it and catches up instead of filling it again, and a
 * post deleted for good while the portal was down is gone from search within one catch-up after
 * the restart. This server is no address of WordPress's notices (PORTAL_URL): everything it learns
 * comes from its fill and its catch-up.
 */
const PORT = 3115;
const BASE = `http://localhost:${PORT}`;
const ROOT = process.cwd();
const STANDALONE = path.join(ROOT, '.next', 'standalone', 'server.js');
const CATCH_UP_SECONDS = 5;

interface Server {
  child: ChildProcess;
  /** The events of its log so far (lib/log/logger.cjs: one JSON line each). */
  events: () => { event: string; posts?: number }[];
}

let dataDir = '';

async function startServer(): Promise<Server> {
  let output = '';
  const child = spawn(process.execPath, [path.join(ROOT, 'server', 'index.cjs'), path.dirname(STANDALONE)], {
    env: { ...process.env, PORT: String(PORT), HOSTNAME: '127.0.0.1', NODE_ENV: 'production', SEARCH_DATABASE_URL: '', SEARCH_DATA_DIR: dataDir, SEARCH_CATCHUP_SECONDS: String(CATCH_UP_SECONDS) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await expect(async () => expect((await fetch(`${BASE}/images/logo-ma.svg`)).ok).toBe(true)).toPass({ timeout: 40_000 });
  return {
    child,
    events: () => output.split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as { event: string; posts?: number }),
  };
}

async function stopServer(server: Server | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null) return;
  const ended = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await ended;
}

/** The search page's HTML for `query`. */
const searchHtml = async (query: string) => (await fetch(`${BASE}/search?${query}`)).text();

/**
 * Searches for `word` never asked before, one per call: a search's answer is cached by its words,
 * sort and filter, so each adds a word of the post's and a sort of its own.
 */
function freshSearches(word: string): () => string {
  const variants = ['arsip', 'indeks', 'biro', 'humas', 'berita', 'tersimpan'].flatMap((extra) =>
    ['relevance', 'date_desc', 'date_asc'].flatMap((sort) => [`term=${word}+${extra}&sort=${sort}`, `term=${word}+${extra}&sort=${sort}&bureau=humas`]),
  );
  return () => {
    const next = variants.shift();
    if (!next) throw new Error('no search left that was never asked');
    return next;
  };
}

let server: Server | undefined;

test.beforeAll(() => {
  if (!existsSync(STANDALONE)) throw new Error('needs the production build made by scripts/e2e.sh');
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'bua-search-embedded-'));
});

test.afterAll(async () => {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
});

test('a restart opens the kept index and catches up; a post deleted for good while the portal was down is gone within one catch-up', async ({ request }) => {
  test.setTimeout(120_000);
  const word = `Tersimpanzq${Date.now().toString(36)}`;
  const title = `Arsip Indeks ${word} Biro Humas`;
  const token = await wpToken(request, 'admin_humas');
  const post = await wpCreatePost(request, token, 'berita', { title, content: `<p>Berita ${word} untuk indeks yang tersimpan.</p>` });
  try {
    server = await startServer();
    // Its first pass fills the empty index from WordPress (searches wait for it).
    // A hit links to the post (its title comes with the matched word marked).
    expect(await searchHtml(`term=${word}`)).toContain(`/${post.slug}`);
    expect(server.events().filter((line) => line.event === 'search.index.filled')).toHaveLength(1);
    await stopServer(server);

    await wpDeletePost(request, token, 'berita', post.id);
    server = await startServer();
    // Within one catch-up of its start; a search asked meanwhile may still find it, from the kept index.
    const next = freshSearches(word);
    await expect.poll(async () => (await searchHtml(next())).includes(`/${post.slug}`), { timeout: (CATCH_UP_SECONDS + 10) * 1000, intervals: [1000] }).toBe(false);
    const events = server.events();
    expect(events.filter((line) => line.event === 'search.index.filled'), 'the kept index is not filled again').toEqual([]);
    expect(events.find((line) => line.event === 'search.index.caught-up')?.posts).toBeGreaterThanOrEqual(1);
  } finally {
    await wpDeletePost(request, token, 'berita', post.id);
  }
});
