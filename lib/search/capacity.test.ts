/** @jest-environment node */
import { stubWordPressEnv } from '@/tests/unit/env';
import { installFetchStub } from '@/tests/unit/fetchStub';
import { EMBEDDED_MAX_POSTS, embeddedSizeAtStart, embeddedSizeWarning } from './capacity';

const fetchStub = installFetchStub();
stubWordPressEnv();

/** WordPress's totals of the four searchable types, one answer each. */
function totals(...counts: number[]) {
  for (const count of counts) fetchStub.json([{ id: 1 }], { headers: { 'X-WP-Total': String(count) } });
}

describe('the embedded search engine’s size', () => {
  it('says nothing up to its size, and past it how many posts and what to use', () => {
    expect(embeddedSizeWarning(EMBEDDED_MAX_POSTS)).toBeNull();
    expect(embeddedSizeWarning(100_371)).toBe(
      `The archive has 100,371 posts to search, more than the ${EMBEDDED_MAX_POSTS.toLocaleString('en-US')} the embedded search engine answers in 0.3 s: use SEARCH_DATABASE_URL.`,
    );
  });

  it('at a start: production refuses an archive past the size, a demo or development says it and runs', async () => {
    const quarter = Math.ceil((EMBEDDED_MAX_POSTS + 1) / 4);
    totals(quarter, quarter, quarter, quarter);
    expect(await embeddedSizeAtStart({ NODE_ENV: 'production' })).toEqual({ message: embeddedSizeWarning(quarter * 4), refuse: true });
    expect(fetchStub.urls().map((url) => new URL(url).pathname).sort()).toEqual(['/wp-json/wp/v2/artikel', '/wp-json/wp/v2/berita', '/wp-json/wp/v2/pengumuman', '/wp-json/wp/v2/undangan']);
    totals(quarter, quarter, quarter, quarter);
    expect(await embeddedSizeAtStart({ NODE_ENV: 'production', BUA_DEMO: '1' })).toMatchObject({ refuse: false });
    totals(quarter, quarter, quarter, quarter);
    expect(await embeddedSizeAtStart({ NODE_ENV: 'development' })).toMatchObject({ refuse: false });
  });

  it('at a start: nothing within the size, with a shared engine, or when WordPress cannot be asked', async () => {
    totals(10, 20, 30, 40);
    expect(await embeddedSizeAtStart({ NODE_ENV: 'production' })).toBeNull();
    expect(await embeddedSizeAtStart({ NODE_ENV: 'production', SEARCH_DATABASE_URL: 'postgres://search/bua' })).toBeNull();
    expect(fetchStub.mock).toHaveBeenCalledTimes(4);
    for (let i = 0; i < 4; i += 1) fetchStub.fail(new Error('connect ECONNREFUSED'));
    expect(await embeddedSizeAtStart({ NODE_ENV: 'production' })).toBeNull();
  });
});
