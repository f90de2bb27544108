/** @jest-environment node */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Client components ship to every visitor's browser: what they import (not `import type`) must
 * not pull in zod, the server's validator. Besides its weight, zod probes `Function('')` when
 * loaded, which the Content-Security-Policy refuses (a console error, Lighthouse best practices).
 * The search form pulled it in through lib/content/search-params.
 */
const ROOT = path.resolve(__dirname, '..');
const FORBIDDEN = ['zod'];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/** The value imports of a file: [specifier]. */
function valueImports(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  return [...text.matchAll(/^(?:import|export)\s+(?!type\b)[^'";]*?from\s+'([^']+)'/gm), ...text.matchAll(/^import\s+'([^']+)'/gm)].map((match) => match[1]!);
}

function resolveLocal(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? path.join(ROOT, specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(path.join(ROOT, from)), specifier) : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return path.relative(ROOT, candidate);
  }
  return null;
}

/** The chain from `file` to a forbidden package (or one of its subpaths), or null. */
function forbiddenChain(file: string, seen = new Set<string>(), forbidden: readonly string[] = FORBIDDEN): string[] | null {
  if (seen.has(file)) return null;
  seen.add(file);
  for (const specifier of valueImports(file)) {
    if (forbidden.some((name) => specifier === name || specifier.startsWith(`${name}/`))) return [file, specifier];
    const local = resolveLocal(file, specifier);
    const chain = local ? forbiddenChain(local, seen, forbidden) : null;
    if (chain) return [file, ...chain];
  }
  return null;
}

describe('client components keep server-only libraries out of the browser', () => {
  const clients = [...sourceFiles('components'), ...sourceFiles('app')].filter((file) => /^['"]use client['"]/m.test(readFileSync(path.join(ROOT, file), 'utf8')));

  it('finds the client components', () => {
    expect(clients.length).toBeGreaterThan(20);
    expect(clients).toContain(path.join('components', 'search', 'SearchForm.tsx'));
  });

  it('imports no zod from any of them, directly or through lib/', () => {
    for (const file of clients) expect([file, forbiddenChain(file)]).toEqual([file, null]);
  });

  it("keeps date-fns out of the header and footer (on every page; the header's date has its own day and month names)", () => {
    const shared = clients.filter((file) => file.startsWith(path.join('components', 'layout')));
    expect(shared).toContain(path.join('components', 'layout', 'HeaderClock.tsx'));
    for (const file of shared) expect([file, forbiddenChain(file, new Set(), ['date-fns'])]).toEqual([file, null]);
    expect(forbiddenChain(path.join('lib', 'content', 'dates.ts'), new Set(), ['date-fns'])?.at(-1)).toBe('date-fns');
  });

  it('keeps date-fns out of the client components of the public pages (each page ships them; dates are formatted on the server)', () => {
    const publicClients = clients.filter((file) => /^components[\\/](home|listing|post|profile|sakip|search|layout|analytics|ui)[\\/]/.test(file));
    expect(publicClients).toContain(path.join('components', 'home', 'SurveyPanel.tsx'));
    for (const file of publicClients) expect([file, forbiddenChain(file, new Set(), ['date-fns'])]).toEqual([file, null]);
    // The survey block counts votes with the number format, which lives apart from the date helpers.
    expect(forbiddenChain(path.join('components', 'home', 'SurveyStatsBlock.tsx'), new Set(), ['date-fns'])).toBeNull();
  });

  it('would see zod pulled in through lib/ (the check itself works)', () => {
    expect(forbiddenChain(path.join('lib', 'content', 'search-params.ts'))).toEqual([path.join('lib', 'content', 'search-params.ts'), 'zod']);
    expect(forbiddenChain(path.join('app', '(site)', 'search', 'page.tsx'))?.at(-1)).toBe('zod');
  });
});
