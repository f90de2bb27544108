// The bench-only bulk content (seed-bulk.php): N generated berita in the local WordPress, undone by
// scripts/wp-reset.sh.
import path from 'node:path';
import { config } from './config.mjs';
import { run } from './proc.mjs';

export async function seedBulk({ log, count = config.bulkPosts }) {
  const started = performance.now();
  await run('seed-bulk.php', 'php', [path.join(config.root, 'scripts/bench/seed-bulk.php'), config.wpCore, String(count)], {
    log,
    env: { ...process.env, WP_PORT: String(config.wpPort) },
    // 100,000 posts of 3-5 KB are minutes of INSERTs, past run()'s default bound.
    timeoutMs: Math.max(600_000, count * 10),
  });
  return { posts: count, seconds: (performance.now() - started) / 1000 };
}
