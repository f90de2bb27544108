// JavaScript shipped per public route: the <script src> tags of each route's HTML, each chunk
// fetched once and gzipped with zlib (default level, as Next's server compresses). `noModule`
// scripts (Next's polyfills for browsers without modules) are left out: a browser that runs
// modules never fetches them (the same count as tests/e2e/js-budget.spec.ts). Chunks that every
// measured route loads count as "framework" (React/Next runtime, plus whatever the root layout
// ships on every page); the rest of a route's chunks are its own code.
import zlib from 'node:zlib';

const SCRIPT_TAG = /<script\b[^>]*>/gi;

function scriptUrls(html, base) {
  const urls = new Set();
  for (const [tag] of html.matchAll(SCRIPT_TAG)) {
    if (/\snomodule\b/i.test(tag)) continue;
    const src = /\ssrc="([^"]+)"/i.exec(tag)?.[1];
    if (!src) continue;
    const url = new URL(src.replace(/&amp;/g, '&'), base);
    if (url.origin === new URL(base).origin) urls.add(url.pathname + url.search);
  }
  return [...urls];
}

/**
 * PAGES: [{ key, label, path, status, html }] (HTML already fetched from the portal at BASE).
 * Returns { routes: { key: { status, chunks, rawKB, gzipKB, frameworkKB, ownKB } }, framework: {...} }.
 */
export async function measureJs(pages, base) {
  const sizes = new Map(); // chunk path -> { raw, gzip }
  async function size(chunk) {
    if (!sizes.has(chunk)) {
      const res = await fetch(new URL(chunk, base), { signal: AbortSignal.timeout(30_000) });
      const body = Buffer.from(await res.arrayBuffer());
      sizes.set(chunk, res.ok ? { raw: body.length, gzip: zlib.gzipSync(body).length } : { raw: 0, gzip: 0, status: res.status });
    }
    return sizes.get(chunk);
  }

  const perRoute = [];
  for (const page of pages) {
    const chunks = page.status === 200 ? scriptUrls(page.html, base) : [];
    for (const chunk of chunks) await size(chunk);
    perRoute.push({ ...page, chunks });
  }
  const ok = perRoute.filter((r) => r.status === 200);
  const shared = ok.length ? ok[0].chunks.filter((c) => ok.every((r) => r.chunks.includes(c))) : [];
  const kb = (list, field) => list.reduce((sum, c) => sum + sizes.get(c)[field], 0) / 1024;

  const routes = {};
  for (const r of perRoute) {
    const own = r.chunks.filter((c) => !shared.includes(c));
    routes[r.key] = {
      label: r.label,
      path: r.path,
      status: r.status,
      chunks: r.chunks.length,
      rawKB: kb(r.chunks, 'raw'),
      gzipKB: kb(r.chunks, 'gzip'),
      frameworkKB: r.status === 200 ? kb(shared, 'gzip') : null,
      ownKB: r.status === 200 ? kb(own, 'gzip') : null,
      ownChunks: own.map((c) => ({ chunk: c, gzipKB: sizes.get(c).gzip / 1024 })),
    };
  }
  return {
    framework: { chunks: shared.length, gzipKB: kb(shared, 'gzip'), rawKB: kb(shared, 'raw'), list: shared.map((c) => ({ chunk: c, gzipKB: sizes.get(c).gzip / 1024 })) },
    routes,
  };
}
