import type { Post } from '@/lib/wp';
import { countOf, newestFirst, toStaffPost, withoutPost, type AdminListData, type RedakturListData, type StaffPost, type SubmissionData } from './model';

function staffPost(id: number, status: string, date = '2026-01-01T00:00:00'): StaffPost {
  return {
    id,
    type: 'berita',
    slug: `p-${id}`,
    status,
    date,
    title: `Post ${id}`,
    authorName: 'Admin',
    imageUrl: null,
    imageAlt: '',
    editUrl: `x/${id}`,
    reviewUrl: `r/${id}`,
    view: { href: `/berita/p-${id}`, external: false },
  };
}

const adminList = (tab: AdminListData['tab'], posts: StaffPost[], total: number): AdminListData => ({
  kind: 'admin-list',
  type: 'berita',
  biro: null,
  tab,
  page: 1,
  perPage: 8,
  total,
  totalPages: Math.ceil(total / 8),
  posts,
  counts: { semua: 17, diterbitkan: 9, internal: 2, diproses: 6 },
});

describe('withoutPost (optimistic delete, behaviour §4)', () => {
  it('takes the post off its page and lowers the counts of every tab that held it', () => {
    const posts = [staffPost(1, 'publish'), staffPost(2, 'private'), staffPost(3, 'pending')];
    const next = withoutPost(adminList('semua', posts, 17), posts[1]!);
    expect(next.posts.map((post) => post.id)).toEqual([1, 3]);
    expect(next.counts).toEqual({ semua: 16, diterbitkan: 9, internal: 1, diproses: 6 });
    expect(next.total).toBe(16);
    expect(next.totalPages).toBe(2);
  });

  it("lowers only the counts on a cached tab that does not show the post, and leaves the list's total", () => {
    const data = adminList('diproses', [staffPost(3, 'pending')], 6);
    const next = withoutPost(data, staffPost(1, 'publish'));
    expect(next.posts).toHaveLength(1);
    expect(next.total).toBe(6);
    expect(next.counts.diterbitkan).toBe(8);
    expect(next.counts.semua).toBe(16);
  });

  it('keeps the page count at one when the last post goes', () => {
    const next = withoutPost(adminList('internal', [staffPost(2, 'private')], 1), staffPost(2, 'private'));
    expect(next.posts).toEqual([]);
    expect(next.total).toBe(0);
    expect(next.totalPages).toBe(1);
  });

  it('submission panel: pending lowers Diproses and Total, published Diterbitkan and Total, private nothing', () => {
    const panel: SubmissionData = {
      kind: 'submissions',
      type: 'berita',
      page: 1,
      perPage: 5,
      total: 11,
      totalPages: 3,
      posts: [staffPost(1, 'publish'), staffPost(3, 'pending')],
      counts: { diproses: 2, diterbitkan: 9, total: 11 },
    };
    expect(withoutPost(panel, staffPost(3, 'pending')).counts).toEqual({ diproses: 1, diterbitkan: 9, total: 10 });
    expect(withoutPost(panel, staffPost(1, 'publish'))).toMatchObject({ counts: { diproses: 2, diterbitkan: 8, total: 10 }, total: 10 });
    expect(withoutPost(panel, staffPost(2, 'private'))).toEqual(panel);
  });

  it('editor list: Tertunda and Diterbitkan', () => {
    const list: RedakturListData = {
      kind: 'redaktur-list',
      type: 'berita',
      tab: 'tertunda',
      page: 1,
      perPage: 8,
      total: 2,
      totalPages: 1,
      posts: [staffPost(3, 'pending'), staffPost(4, 'pending')],
      counts: { tertunda: 2, diterbitkan: 9 },
    };
    const next = withoutPost(list, staffPost(3, 'pending'));
    expect(next.posts.map((post) => post.id)).toEqual([4]);
    expect(next.counts).toEqual({ tertunda: 1, diterbitkan: 9 });
  });

  it('never goes below zero', () => {
    const data = { ...adminList('semua', [], 0), counts: { semua: 0, diterbitkan: 0, internal: 0, diproses: 0 } };
    expect(withoutPost(data, staffPost(1, 'publish')).counts.semua).toBe(0);
  });
});

describe('countOf (dashboard counts, each call on its own)', () => {
  it('is the number, or the failure text of that call', () => {
    expect(countOf({ status: 'fulfilled', value: 9 }, 'x')).toEqual({ ok: true, value: 9 });
    expect(countOf({ status: 'rejected', reason: new Error('boom') }, 'Failed to load berita. Please try again.')).toEqual({
      ok: false,
      message: 'Failed to load berita. Please try again.',
    });
  });
});

describe('newestFirst', () => {
  it('merges lists newest first and keeps at most the limit', () => {
    const merged = newestFirst(
      [
        [staffPost(1, 'publish', '2026-03-01T10:00:00'), staffPost(2, 'publish', '2026-01-01T10:00:00')],
        [staffPost(3, 'publish', '2026-02-01T10:00:00')],
        [],
      ],
      2,
    );
    expect(merged.map((post) => post.id)).toEqual([1, 3]);
  });
});

describe('toStaffPost', () => {
  it('keeps what the screens show, resolves the links and drops the body', () => {
    const post = {
      id: 7,
      type: 'pengumuman',
      slug: 'rapat',
      status: 'publish',
      date: '2026-03-05T10:00:00+07:00',
      modified: '2026-03-05T10:00:00+07:00',
      title: 'Rapat',
      contentHtml: '<p>secret body</p>',
      excerptHtml: '',
      excerptText: '',
      manualExcerpt: null,
      bureauId: 'humas',
      authorName: 'Admin Humas',
      authorLogin: 'admin_humas',
      imageUrl: null,
      imageAlt: 'Rapat',
      sakipYear: null,
      sakipCategory: null,
    } satisfies Post;
    const staff = toStaffPost(post);
    expect(staff).toEqual({
      id: 7,
      type: 'pengumuman',
      slug: 'rapat',
      status: 'publish',
      date: '2026-03-05T10:00:00+07:00',
      title: 'Rapat',
      authorName: 'Admin Humas',
      imageUrl: null,
      imageAlt: 'Rapat',
      editUrl: '/api/staff/wp-editor?post=7',
      reviewUrl: '/api/preview?type=pengumuman&id=7',
      view: { href: '/pengumuman/rapat', external: false },
    });
  });
});
