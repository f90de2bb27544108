/** @jest-environment node */
import { searchPosts } from './searchPosts';
import { stubWordPressEnv } from '@/tests/unit/env';
import { installFetchStub } from '@/tests/unit/fetchStub';

const fetchStub = installFetchStub();
stubWordPressEnv({ WP_PORTAL_KEY: 'portal-key-of-the-unit-tests-0123456789' });

const hit = { id: 3, post_type: 'berita', title: 'Rapat', slug: 'rapat', status: 'publish' };

describe('searchPosts', () => {
  it("dates each hit by WordPress's UTC date, with Jakarta's offset (00:30 WIB is the day before in UTC)", async () => {
    fetchStub.json({
      posts: [
        { ...hit, date: '2026-11-20T00:30:00', date_gmt: '2026-11-19T17:30:00' },
        // A plugin without date_gmt: its date is the site's local time, Jakarta's.
        { ...hit, id: 4, date: '2026-11-20T12:00:00' },
      ],
      pagination: { total: 2, totalPages: 1 },
    });
    const answer = await searchPosts({ term: 'rapat' });
    expect(answer.posts.map((post) => post.date)).toEqual(['2026-11-20T00:30:00+07:00', '2026-11-20T12:00:00+07:00']);
    expect(answer.pagination).toMatchObject({ total: 2, totalPages: 1 });
  });
});
