#!/usr/bin/env node
// `npm run search:reindex [-- --restart]`: rebuilds the search index from WordPress (lib/search/sync.ts),
// page by page, with a progress line; an interrupted run resumes where it stopped unless --restart.
// Against the shared PostgreSQL of SEARCH_DATABASE_URL, with WordPress as WORDPRESS_URL and
// WP_PORTAL_KEY say (the portal's own settings). The embedded index (PGlite, no SEARCH_DATABASE_URL)
// belongs to the running portal, which fills it itself: to rebuild it, stop the portal, delete its
// folder (SEARCH_DATA_DIR, .search/<port>) and start it again.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
if (!process.env.SEARCH_DATABASE_URL?.trim()) {
  console.error('search:reindex: SEARCH_DATABASE_URL is not set. The embedded index is filled by the portal itself: to rebuild it, stop the portal, delete its folder (SEARCH_DATA_DIR, .search/<port>) and start it again.');
  process.exit(2);
}
// The portal's own TypeScript, run as it is (its "@/" paths, and server-only, which a command is).
const jiti = createJiti(import.meta.url, { alias: { '@': root, 'server-only': path.join(root, 'scripts/search/server-only.cjs') } });
const { openSearchEngine, setSearchEngine } = await jiti.import('@/lib/search/engine.ts');
const { reindexAll } = await jiti.import('@/lib/search/sync.ts');

const engine = await openSearchEngine();
setSearchEngine(engine);
const started = performance.now();
const restart = process.argv.includes('--restart');
let lastLine = 0;
try {
  const done = await reindexAll({
    restart,
    onProgress({ done, lastId }) {
      const now = performance.now();
      if (now - lastLine < 2000) return;
      lastLine = now;
      const perSecond = Math.round(done / ((now - started) / 1000));
      console.log(`[search] ${done.toLocaleString('en')} posts read (last id ${lastId}), ${perSecond} a second`);
    },
  });
  console.log(`[search] reindexed ${done.toLocaleString('en')} posts in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(`[search] reindex stopped: ${error instanceof Error ? error.message : error}; run it again to resume`);
  process.exitCode = 1;
} finally {
  await engine.close();
}
