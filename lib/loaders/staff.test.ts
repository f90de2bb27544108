/** @jest-environment node */
import { countPosts, getPosts, readListsAndCounts, WpError, type Post, type PostList } from '@/lib/wp';
import { loadAdminDashboard, loadAdminList, loadRedakturDashboard } from './staff';

jest.mock('@/lib/wp', () => ({ ...jest.requireActual('@/lib/wp'), getPosts: jest.fn(), countPosts: jest.fn(), readListsAndCounts: jest.fn() }));

const getPostsMock = jest.mocked(getPosts);
const countMock = jest.mocked(countPosts);
// The dashboards' one batched call (lib/wp/posts/readMany.ts, tested on its own) settles each read
// as getPosts / countPosts would: stood in for here by those mocks, with the user's token.
const readManyMock = jest.mocked(readListsAndCounts);
function batchThroughSingleMocks() {
  readManyMock.mockImplementation(async ({ lists, counts }, token) => ({
    lists: await Promise.allSettled(lists.map((options) => getPostsMock({ ...options, token }))),
    counts: await Promise.allSettled(counts.map((options) => countMock({ ...options, token }))),
  }));
}
const scope = { token: 'jwt', bureau: 'humas' as const };

function post(id: number, type: Post['type'], date: string): Post {
  return {
    id,
    type,
    slug: `s-${id}`,
    status: 'publish',
    date,
    modified: date,
    title: `T${id}`,
    contentHtml: '',
    excerptHtml: '',
    excerptText: '',
    manualExcerpt: null,
    bureauId: 'humas',
    authorName: 'A',
    authorLogin: 'admin_humas',
    imageUrl: null,
    imageAlt: '',
    sakipYear: null,
    sakipCategory: null,
  };
}

const list = (posts: Post[], totalPosts: number): PostList => ({ posts, totalPosts, totalPages: 1 });

beforeEach(() => {
  jest.resetAllMocks();
  batchThroughSingleMocks();
});

describe('loadAdminDashboard (behaviour §2.15, 7: 8 reads in one WordPress call)', () => {
  it('asks publish lists and pending counts of the four types, always with the bureau and token', async () => {
    getPostsMock.mockImplementation(async ({ type }) => list([post(type.length, type, `2026-0${type.length % 9}-01T00:00:00`)], 9));
    countMock.mockResolvedValue(2);
    const data = await loadAdminDashboard(scope);
    expect(readManyMock).toHaveBeenCalledTimes(1);
    expect(getPostsMock).toHaveBeenCalledTimes(4);
    expect(countMock).toHaveBeenCalledTimes(4);
    for (const [options] of getPostsMock.mock.calls) expect(options).toMatchObject({ status: 'publish', bureau: 'humas', token: 'jwt', perPage: 5 });
    for (const [options] of countMock.mock.calls) expect(options).toMatchObject({ status: ['pending'], bureau: 'humas', token: 'jwt' });
    expect(data.cards.map((card) => [card.type, card.published, card.pending])).toEqual([
      ['berita', { ok: true, value: 9 }, { ok: true, value: 2 }],
      ['artikel', { ok: true, value: 9 }, { ok: true, value: 2 }],
      ['pengumuman', { ok: true, value: 9 }, { ok: true, value: 2 }],
      ['undangan', { ok: true, value: 9 }, { ok: true, value: 2 }],
    ]);
    expect(data.recent).toHaveLength(4);
    expect(data.recentIncomplete).toBe(false);
  });

  it('a failing call shows its own error; the other counts and the recent list stay', async () => {
    getPostsMock.mockImplementation(async ({ type }) => {
      if (type === 'artikel') throw new WpError('Request timed out', 504);
      return list([post(type.length, type, '2026-01-01T00:00:00')], 9);
    });
    countMock.mockImplementation(async ({ type }) => {
      if (type === 'undangan') throw new WpError('Network error occurred', 0);
      return 2;
    });
    const data = await loadAdminDashboard(scope);
    const byType = Object.fromEntries(data.cards.map((card) => [card.type, card]));
    expect(byType.artikel!.published).toEqual({ ok: false, message: 'Failed to load artikel. Please try again.' });
    expect(byType.artikel!.pending).toEqual({ ok: true, value: 2 });
    expect(byType.undangan!.pending).toEqual({ ok: false, message: 'Failed to load undangan. Please try again.' });
    expect(byType.undangan!.published).toEqual({ ok: true, value: 9 });
    expect(data.recent).toHaveLength(3);
    expect(data.recentIncomplete).toBe(true);
  });
});

describe('loadRedakturDashboard (behaviour §2.16)', () => {
  it('pending lists (their totals are the pending counts) and published counts; each fails on its own', async () => {
    getPostsMock.mockImplementation(async ({ type }) => {
      if (type === 'berita') throw new WpError('boom', 500);
      return list([post(type.length, type, '2026-01-01T00:00:00')], 3);
    });
    countMock.mockResolvedValue(9);
    const data = await loadRedakturDashboard(scope);
    expect(readManyMock).toHaveBeenCalledTimes(1);
    for (const [options] of getPostsMock.mock.calls) expect(options).toMatchObject({ status: 'pending', bureau: 'humas', token: 'jwt' });
    expect(data.cards[0]!.pending.ok).toBe(false);
    expect(data.cards[1]).toMatchObject({ published: { ok: true, value: 9 }, pending: { ok: true, value: 3 } });
    expect(data.pending).toHaveLength(3);
    expect(data.pendingIncomplete).toBe(true);
  });
});

describe('loadAdminList', () => {
  it('one page of the tab (8, with the bureau) and the other tabs counted', async () => {
    getPostsMock.mockResolvedValue(list([post(1, 'berita', '2026-01-01T00:00:00')], 2));
    countMock.mockResolvedValueOnce(17).mockResolvedValueOnce(9).mockResolvedValueOnce(6);
    const data = await loadAdminList(scope, 'berita', 'internal', 1);
    expect(getPostsMock).toHaveBeenCalledWith({ type: 'berita', status: ['private'], bureau: 'humas', perPage: 8, token: 'jwt', page: 1 });
    expect(data.counts).toEqual({ internal: 2, semua: 17, diterbitkan: 9, diproses: 6 });
    expect(data).toMatchObject({ kind: 'admin-list', tab: 'internal', page: 1, total: 2, totalPages: 1 });
  });

  it('a page past the end (e.g. after deleting the last post of the last page) becomes the last page', async () => {
    getPostsMock
      .mockRejectedValueOnce(new WpError('The page number requested is larger than the number of pages available.', 400, 'rest_post_invalid_page_number'))
      .mockResolvedValueOnce(list([post(1, 'berita', '2026-01-01T00:00:00')], 9));
    countMock.mockResolvedValue(9);
    const data = await loadAdminList(scope, 'berita', 'diterbitkan', 3);
    expect(getPostsMock).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 }));
    expect(data.page).toBe(2);
    expect(data.totalPages).toBe(2);
  });

  it("the bureau filter (behaviour §2.15) keeps the admin's own bureau, and lists nothing for another name without asking WordPress", async () => {
    getPostsMock.mockResolvedValue(list([post(1, 'berita', '2026-01-01T00:00:00')], 1));
    countMock.mockResolvedValue(1);
    expect((await loadAdminList(scope, 'berita', 'semua', 1, 'humas')).posts).toHaveLength(1);
    getPostsMock.mockClear();
    countMock.mockClear();
    for (const other of ['keuangan', 'akademik', 'kemahasiswaan'] as const) {
      const data = await loadAdminList(scope, 'berita', 'semua', 1, other);
      expect(data).toMatchObject({ biro: other, posts: [], total: 0, counts: { semua: 0, diterbitkan: 0, internal: 0, diproses: 0 } });
    }
    expect(getPostsMock).not.toHaveBeenCalled();
    expect(countMock).not.toHaveBeenCalled();
  });
});
