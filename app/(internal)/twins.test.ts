/** @jest-environment node */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { POST_TYPES } from '@/lib/content/content-types';
import { internalTwinPath } from '@/proxy';

const APP = path.resolve(__dirname, '..');

/** Folders below dir that hold a page.tsx, relative to dir ('' for dir itself). */
function pageFolders(dir: string, relative = ''): string[] {
  const entries = readdirSync(path.join(dir, relative), { withFileTypes: true });
  const here = entries.some((entry) => entry.isFile() && entry.name === 'page.tsx') ? [relative] : [];
  return [...here, ...entries.filter((entry) => entry.isDirectory()).flatMap((entry) => pageFolders(dir, path.join(relative, entry.name)))];
}

/** Folders below dir that hold an error.tsx, relative to dir ('' for dir itself). */
function errorFolders(dir: string, relative = ''): string[] {
  const entries = readdirSync(path.join(dir, relative), { withFileTypes: true });
  const here = entries.some((entry) => entry.isFile() && entry.name === 'error.tsx') ? [relative] : [];
  return [...here, ...entries.filter((entry) => entry.isDirectory()).flatMap((entry) => errorFolders(dir, path.join(relative, entry.name)))];
}

/** A folder name as an address part: [type] → a post type, [x] / [...x] → a sample value. */
function sampleAddress(folder: string): string {
  const parts = folder.split(path.sep).filter(Boolean).map((part) => (part === '[type]' ? POST_TYPES[0] : /^\[/.test(part) ? 'contoh' : part));
  return `/${parts.join('/')}`;
}

describe('the signed-in twins (app/(internal)/internal) mirror the public pages the proxy rewrites', () => {
  const twins = pageFolders(path.join(APP, '(internal)', 'internal'));
  const publicPages = new Set(pageFolders(path.join(APP, '(site)')));

  it('has a public page for every twin, at the same place in the tree', () => {
    expect(twins.length).toBeGreaterThanOrEqual(8);
    for (const twin of twins) expect([twin, publicPages.has(twin)]).toEqual([twin, true]);
  });

  it('has the error views of its public pages, at the same places (a failure never falls through to the global one)', () => {
    const twinnedSubtree = (folder: string) => twins.some((twin) => folder === '' || twin === folder || twin.startsWith(`${folder}${path.sep}`));
    const publicErrors = errorFolders(path.join(APP, '(site)')).filter(twinnedSubtree).sort();
    expect(publicErrors).toEqual(expect.arrayContaining(['', '[type]', path.join('[type]', '[slug]')]));
    expect(errorFolders(path.join(APP, '(internal)', 'internal')).sort()).toEqual(publicErrors);
  });

  it('rewrites each public page that has a twin to it, and no other', () => {
    for (const folder of publicPages) {
      const address = sampleAddress(folder);
      const expected = twins.includes(folder) ? (address === '/' ? '/internal' : `/internal${address}`) : null;
      expect([address, internalTwinPath(address)]).toEqual([address, expected]);
    }
  });
});
