import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The engine's SQL, one file per statement beside this one (sql/): read once, by name. The files
 * are read from the project's folder at run time, not bundled: the standalone build copies them
 * (next.config.ts, outputFileTracingIncludes).
 */
export const SEARCH_DIR = path.join(process.cwd(), 'lib/search');
const SQL_DIR = path.join(SEARCH_DIR, 'sql');
const loaded = new Map<string, string>();

export type SqlName =
  | 'schema' | 'upsert' | 'remove' | 'sweep' | 'state-get' | 'state-set' | 'state-clear' | 'stats'
  | 'count' | 'ranked' | 'by-date-desc' | 'by-date-asc' | 'page' | 'word-found' | 'suggest';

export function sql(name: SqlName): string {
  let text = loaded.get(name);
  if (text === undefined) {
    text = readFileSync(path.join(SQL_DIR, `${name}.sql`), 'utf8');
    loaded.set(name, text);
  }
  return text;
}
