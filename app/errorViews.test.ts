/** @jest-environment node */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const APP = __dirname;

/** Every folder below app/ that holds a page.tsx, relative to app/. */
function pageFolders(relative = ''): string[] {
  const entries = readdirSync(path.join(APP, relative), { withFileTypes: true });
  const here = entries.some((entry) => entry.isFile() && entry.name === 'page.tsx') ? [relative] : [];
  return [...here, ...entries.filter((entry) => entry.isDirectory()).flatMap((entry) => pageFolders(path.join(relative, entry.name)))];
}

/** The nearest error.tsx at or above `folder`, below app/ itself (app/global-error.tsx is the last resort), or null. */
function nearestErrorView(folder: string): string | null {
  for (let at = folder; at !== '' && at !== '.'; at = path.dirname(at)) {
    if (existsSync(path.join(APP, at, 'error.tsx'))) return at;
  }
  return null;
}

describe('error views', () => {
  it('every page, public, signed-in, staff or preview, has an error view of its own before the global one', () => {
    const pages = pageFolders();
    expect(pages.length).toBeGreaterThanOrEqual(30);
    expect(pages.filter((folder) => nearestErrorView(folder) === null)).toEqual([]);
  });
});
