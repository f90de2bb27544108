// Search: a plain query asked again is a cached page (the load step's `search` column);
// here a query never asked before (one visitor, one after the other: the render plus WordPress's
// search) and a filtered query, which is rendered per request over its cached WordPress answer.
import { config } from './config.mjs';
import { fetchPage, loadUrl } from './load.mjs';
import { wpGet } from './wordpress.mjs';

/** The figure for a repeated query before the change (wrk, 16 connections, this machine). */
export const SEARCH_BEFORE_RPS = 122;
const NEW_QUERIES = 40;

/** Pairs of words from published titles, in an order of this run's own, so no query was asked before. */
async function freshQueries(count) {
  const { status, body } = await wpGet('wp/v2/berita?per_page=100&_fields=title');
  const titles = status === 200 && Array.isArray(body) ? body.map((post) => post.title?.rendered ?? '') : [];
  const words = [...new Set(titles.join(' ').toLowerCase().match(/[a-z]{5,}/g) ?? [])];
  if (words.length < 4) throw new Error('bench: too few title words in WordPress for new search queries');
  let seed = Date.now() % 2147483647;
  const next = () => (seed = (seed * 48271) % 2147483647);
  return Array.from({ length: count }, () => `${words[next() % words.length]} ${words[next() % words.length]}`);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export async function measureSearch(say = () => {}) {
  say(`  search: ${NEW_QUERIES} queries never asked before, one at a time`);
  const times = [];
  let failed = 0;
  for (const term of await freshQueries(NEW_QUERIES)) {
    const page = await fetchPage(`${config.portalUrl}/search?${new URLSearchParams({ term })}`);
    if (page.status !== 200) failed += 1;
    times.push(page.ms);
  }
  times.sort((a, b) => a - b);
  say('  load /search?term=zona&bureau=humas: a filtered query (rendered per request)');
  const filtered = await loadUrl(`${config.portalUrl}/search?term=zona&bureau=humas`);
  return { newQuery: { count: times.length, failed, p50: percentile(times, 50), p99: percentile(times, 99) }, filtered };
}
