/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { UNSHARED_SECTIONS } from './policy';

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** The alternation of the one pattern in `text` that starts with a path's first segment. */
function sectionsIn(text: string, pattern: RegExp): string[] {
  const found = [...text.matchAll(pattern)].map((match) => match[1]!);
  expect(found).toHaveLength(1);
  return found[0]!.split('|');
}

describe('what no shared cache keeps (UNSHARED_SECTIONS in lib/cache/policy.ts)', () => {
  it('is what the shipped nginx front passes on uncached', () => {
    expect(sectionsIn(read('deploy/nginx/snippets/bua-portal-site.conf'), /location ~ \^\/\(([a-z|]+)\)\(\/\|-\|\$\) \{/g)).toEqual([...UNSHARED_SECTIONS]);
  });

  it('is what the shipped edge (Varnish) passes on uncached', () => {
    expect(sectionsIn(read('deploy/varnish/bua-portal.vcl'), /req\.url ~ "\(\?i\)\^\/\+\(([a-z|]+)\)/g)).toEqual([...UNSHARED_SECTIONS]);
  });

  it('is what deploying.md tells a CDN to pass on', () => {
    const listed = /API paths nginx does not cache \(([^)]*)\)/.exec(read('docs/deploying.md').replace(/\s+/g, ' '));
    expect(listed?.[1]?.match(/`\/([a-z]+)`/g)?.map((item) => item.slice(2, -1))).toEqual([...UNSHARED_SECTIONS]);
  });
});
