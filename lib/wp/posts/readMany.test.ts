/** @jest-environment node */
import { WpError } from '../errors';
import { readListsAndCounts } from './readMany';
import { stubWordPressEnv } from '@/tests/unit/env';
import { installFetchStub } from '@/tests/unit/fetchStub';
import { wpPostJson } from '@/tests/unit/fixtures';

const fetchStub = installFetchStub();
stubWordPressEnv();

const READS = {
  lists: [{ type: 'berita' as const, status: 'publish' as const, bureau: 'humas' as const, perPage: 5 }],
  counts: [
    { type: 'berita' as const, status: ['pending' as const], bureau: 'humas' as const },
    { type: 'artikel' as const, status: ['pending' as const], bureau: 'humas' as const },
  ],
};

describe('readListsAndCounts (a staff dashboard in one WordPress call)', () => {
  it('sends every read in one POST to bua/v1/read, as the user, with the queries getPosts and countPosts would send', async () => {
    fetchStub.json({
      answers: [
        { status: 200, total: 9, totalPages: 2, body: [wpPostJson({ id: 4 })] },
        { status: 200, total: 3, totalPages: 3, body: [{ id: 1 }] },
        { status: 200, total: 0, totalPages: 0, body: [] },
      ],
    });
    const { lists, counts } = await readListsAndCounts(READS, 'jwt');
    expect(fetchStub.requests()).toEqual(['POST https://cms.bua.test/wp-json/bua/v1/read']);
    expect(fetchStub.headers().Authorization).toBe('Bearer jwt');
    expect(fetchStub.init().cache).toBe('no-store');
    expect(JSON.parse(String(fetchStub.init().body))).toEqual({
      reads: [
        { path: 'wp/v2/berita', query: { per_page: 5, page: 1, status: ['publish'], bureau: 'humas', _embed: 'wp:featuredmedia', orderby: 'date', order: 'desc' } },
        { path: 'wp/v2/berita', query: { per_page: 1, page: 1, status: ['pending'], bureau: 'humas', _fields: 'id' } },
        { path: 'wp/v2/artikel', query: { per_page: 1, page: 1, status: ['pending'], bureau: 'humas', _fields: 'id' } },
      ],
    });
    expect(lists[0]).toMatchObject({ status: 'fulfilled', value: { totalPosts: 9, totalPages: 2, posts: [{ id: 4, type: 'berita' }] } });
    expect(counts).toEqual([
      { status: 'fulfilled', value: 3 },
      { status: 'fulfilled', value: 0 },
    ]);
  });

  it('settles each read on its own: a refused or malformed one fails with its error, the others stand', async () => {
    fetchStub.json({
      answers: [
        { status: 403, total: null, totalPages: null, body: { code: 'rest_forbidden_status', message: 'Status is forbidden.' } },
        { status: 200, total: 2, totalPages: 2, body: [{ id: 1 }] },
        { status: 200, total: null, totalPages: null, body: { not: 'a list' } },
      ],
    });
    const { lists, counts } = await readListsAndCounts(READS, 'jwt');
    expect(lists[0]).toMatchObject({ status: 'rejected', reason: { message: 'Status is forbidden.', status: 403, code: 'rest_forbidden_status' } });
    expect((lists[0] as PromiseRejectedResult).reason).toBeInstanceOf(WpError);
    expect(counts[0]).toEqual({ status: 'fulfilled', value: 2 });
    expect(counts[1]).toMatchObject({ status: 'rejected', reason: { message: 'Invalid response format', status: 502 } });
  });

  it('fails every read with the call’s own error when the call fails', async () => {
    fetchStub.json({ code: 'jwt_auth_invalid_token', message: 'Expired token' }, { status: 401 });
    const { lists, counts } = await readListsAndCounts(READS, 'jwt');
    for (const result of [...lists, ...counts]) expect(result).toMatchObject({ status: 'rejected', reason: { status: 401, message: 'Expired token' } });
  });
});
