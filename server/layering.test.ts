/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

/** Source files below `dir`; tests aside (a test of a header the request layer writes and lib/ reads imports both). */
function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sources(relative);
    return /\.(?:ts|tsx|cjs|mjs|js)$/.test(entry.name) && !/\.test\./.test(entry.name) ? [relative] : [];
  });
}

/** Every module a file imports or requires, as written. */
function importsOf(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  return [...text.matchAll(/(?:from\s+|require\(\s*|import\(\s*)['"]([^'"]+)['"]/g)].map((match) => match[1]!);
}

/** Whether `specifier`, imported from `file`, is a module of server/. */
function reachesServer(file: string, specifier: string): boolean {
  if (specifier.startsWith('@/server/')) return true;
  if (!specifier.startsWith('.')) return false;
  const target = path.relative(ROOT, path.resolve(path.dirname(path.join(ROOT, file)), specifier));
  return target === 'server' || target.startsWith(`server${path.sep}`);
}

describe('layering', () => {
  it('runs one way: the request layer (server/) uses lib/; lib/, app/, components/ and proxy.ts never import server/', () => {
    const files = [...sources('lib'), ...sources('app'), ...sources('components'), 'proxy.ts'];
    const backwards = files.flatMap((file) => importsOf(file).filter((specifier) => reachesServer(file, specifier)).map((specifier) => `${file} → ${specifier}`));
    expect(backwards).toEqual([]);
  });
});
