#!/usr/bin/env node
// The search engine alone, as the portal's search page asks it (lib/search/searchIndex.ts: count,
// ranked page, highlights, the typo correction when nothing is found), without Next, its cache or
// HTTP: what a query costs the engine. Reads a JSON array of terms on stdin, asks each once, one
// after the other, as an anonymous visitor (published posts, relevance, page 1 of 10), and prints
// one JSON line on stdout: each term's milliseconds, hits and correction, and the totals.
//
//   echo '["zona integritas", "pelantikan"]' | SEARCH_DATABASE_URL=postgres://… node scripts/bench/search-engine-probe.mjs [--warm-up TERM]
//
// --warm-up TERM is asked first and not recorded: the pool's first connection, the schema check
// and the first statements' planning belong to the process, not to a query.
//
// --embedded DIR asks the embedded engine (PGlite) kept in DIR instead, as a portal without
// SEARCH_DATABASE_URL runs it; with --fill it is first filled from WordPress (WORDPRESS_URL and
// WP_PORTAL_KEY, as the portal's first start does), and the answer says how long that took and the
// process's memory (RSS) after it and after the queries.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const option = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const embeddedDir = option('--embedded');
const fill = process.argv.includes('--fill');
if (!embeddedDir && !process.env.SEARCH_DATABASE_URL?.trim()) {
  console.error('search-engine-probe: SEARCH_DATABASE_URL is not set, nor --embedded DIR.');
  process.exit(2);
}
// lib/search/sql.ts reads its statements relative to the working directory.
process.chdir(root);
// The portal's own TypeScript, loaded as scripts/search/reindex.mjs loads it.
const jiti = createJiti(import.meta.url, { alias: { '@': root, 'server-only': path.join(root, 'scripts/search/server-only.cjs') } });
// The portal's log goes to stdout; here stdout is the answer.
const logger = await jiti.import('@/lib/log/logger.cjs');
(logger.setLogDestination ?? logger.default?.setLogDestination)(process.stderr);
const { openSearchEngine, setSearchEngine } = await jiti.import('@/lib/search/engine.ts');
const { searchIndex } = await jiti.import('@/lib/search/searchIndex.ts');

const warmUp = option('--warm-up');
let input = '';
for await (const chunk of process.stdin) input += chunk;
const terms = JSON.parse(input || '[]');
if (!Array.isArray(terms) || terms.some((term) => typeof term !== 'string')) {
  console.error('search-engine-probe: stdin must be a JSON array of strings');
  process.exit(2);
}

const ask = (term) => searchIndex({ term, sort: 'relevance', page: 1, perPage: 10, staff: false });

const rssMiB = () => Math.round(process.memoryUsage().rss / 1048576);
const opening = performance.now();
const engine = embeddedDir ? await openSearchEngine('', embeddedDir) : await openSearchEngine();
const openMs = performance.now() - opening;
setSearchEngine(engine);
const queries = [];
let filled;
try {
  if (fill) {
    const { reindexAll } = await jiti.import('@/lib/search/sync.ts');
    const started = performance.now();
    const posts = await reindexAll({ restart: true });
    filled = { posts, seconds: (performance.now() - started) / 1000, rssMiB: rssMiB() };
  }
  if (warmUp) await ask(warmUp);
  for (const term of terms) {
    const started = performance.now();
    try {
      const answer = await ask(term);
      queries.push({ term, ms: performance.now() - started, hits: answer.pagination.total, corrected: answer.correctedTerm ?? null });
    } catch (error) {
      queries.push({ term, ms: performance.now() - started, error: error instanceof Error ? error.message : String(error) });
    }
  }
} finally {
  await engine.close();
}
const totalMs = queries.reduce((sum, query) => sum + query.ms, 0);
console.log(JSON.stringify({ engine: engine.kind, openMs, fill: filled, rssMiB: rssMiB(), count: queries.length, failed: queries.filter((query) => query.error).length, totalMs, queries }));
