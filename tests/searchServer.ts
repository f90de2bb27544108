import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '..');

/**
 * Debian's PostgreSQL for unit tests that need the real server: the project's own start script
 * (scripts/search-db-start.sh) on a loopback port of the test's, in a throwaway folder. Resolves
 * to its URL and a stop that also removes the folder.
 */
export async function startSearchDatabase(port: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bua-search-db-'));
  // The server runs as Debian's postgres user, who must reach its data folder inside.
  chmodSync(dir, 0o755);
  const env = { ...process.env, SEARCH_DB_PORT: String(port), SEARCH_DB_DIR: path.join(dir, 'data'), SEARCH_DB_PASSWORD: 'test-only' };
  await run('bash', [path.join(ROOT, 'scripts/search-db-start.sh')], { env });
  return {
    url: `postgres://bua_search:test-only@127.0.0.1:${port}/bua_search`,
    stop: async () => {
      await run('bash', [path.join(ROOT, 'scripts/search-db-stop.sh')], { env });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
