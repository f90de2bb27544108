import type { Post } from '@/lib/wp';
import type { BureauFilterId } from './bureauFilter';
import { editorLink, reviewLink, viewLink, type ViewLink } from './links';
import { pageCount } from './pagination';
import { ADMIN_TABS, REDAKTUR_TABS, tabsHolding, type AdminTabId, type RedakturTabId } from './tabs';
import type { StaffType } from './types';

/** What the staff screens need of a post: no body, no token, links already resolved on the server. */
export interface StaffPost {
  id: number;
  type: StaffType;
  slug: string;
  status: string;
  date: string;
  title: string;
  authorName: string;
  imageUrl: string | null;
  imageAlt: string;
  editUrl: string;
  /** 'Tinjau' of a post not yet published: the portal's preview (SAKIP: the editor). */
  reviewUrl: string;
  view: ViewLink;
}

export function toStaffPost(post: Post): StaffPost {
  return {
    id: post.id,
    type: post.type,
    slug: post.slug,
    status: post.status,
    date: post.date,
    title: post.title,
    authorName: post.authorName,
    imageUrl: post.imageUrl,
    imageAlt: post.imageAlt,
    editUrl: editorLink({ post: post.id }),
    reviewUrl: reviewLink(post),
    view: viewLink(post),
  };
}

interface PagedList {
  page: number;
  totalPages: number;
  /** Posts in the whole list (every page). */
  total: number;
  perPage: number;
  posts: StaffPost[];
}

/** /api/staff/admin/{type}: one page of a tab, and the count of every tab. */
export interface AdminListData extends PagedList {
  kind: 'admin-list';
  type: StaffType;
  tab: AdminTabId;
  /** The bureau filter's choice (behaviour §2.15), null for all. */
  biro: BureauFilterId | null;
  counts: Record<AdminTabId, number>;
}

/** /api/staff/admin/{type}/submissions: the 'Status Pengajuan' panel (pending and published). */
export interface SubmissionData extends PagedList {
  kind: 'submissions';
  type: StaffType;
  counts: { diproses: number; diterbitkan: number; total: number };
}

/** /api/staff/redaktur/{type}: one page of a tab, and both tabs' counts. */
export interface RedakturListData extends PagedList {
  kind: 'redaktur-list';
  type: StaffType;
  tab: RedakturTabId;
  counts: Record<RedakturTabId, number>;
}

export type StaffListData = AdminListData | SubmissionData | RedakturListData;

const dec = (value: number) => Math.max(0, value - 1);

function withoutFromPage<T extends PagedList>(data: T, id: number, inThisList: boolean): T {
  const posts = data.posts.filter((post) => post.id !== id);
  const total = inThisList ? dec(data.total) : data.total;
  return { ...data, posts, total, totalPages: pageCount(total, data.perPage) };
}

/**
 * The optimistic state of a cached list once `post` is deleted (behaviour §4: hidden at once): the post
 * leaves the page it is on, and every count and total that included it goes down by one, in
 * every cached tab and page, so the whole screen agrees before WordPress answers.
 */
export function withoutPost<T extends StaffListData>(data: T, post: Pick<StaffPost, 'id' | 'status'>): T {
  switch (data.kind) {
    case 'admin-list': {
      const holding = tabsHolding(ADMIN_TABS, post.status);
      const counts = { ...data.counts };
      for (const tab of holding) counts[tab] = dec(counts[tab]);
      return { ...withoutFromPage(data, post.id, holding.includes(data.tab)), counts };
    }
    case 'redaktur-list': {
      const holding = tabsHolding(REDAKTUR_TABS, post.status);
      const counts = { ...data.counts };
      for (const tab of holding) counts[tab] = dec(counts[tab]);
      return { ...withoutFromPage(data, post.id, holding.includes(data.tab)), counts };
    }
    case 'submissions': {
      const counted = post.status === 'pending' || post.status === 'publish';
      const counts = { ...data.counts };
      if (post.status === 'pending') counts.diproses = dec(counts.diproses);
      if (post.status === 'publish') counts.diterbitkan = dec(counts.diterbitkan);
      if (counted) counts.total = dec(counts.total);
      return { ...withoutFromPage(data, post.id, counted), counts };
    }
    default:
      return data;
  }
}

/** One count of a dashboard card: the number, or the failure of its own call (behaviour §7). */
export type CountResult = { ok: true; value: number } | { ok: false; message: string };

export function countOf(result: PromiseSettledResult<number>, failureMessage: string): CountResult {
  return result.status === 'fulfilled' ? { ok: true, value: result.value } : { ok: false, message: failureMessage };
}

/** Newest first across several lists (dates are WordPress's local 'YYYY-MM-DDTHH:mm:ss'), at most `limit`. */
export function newestFirst<T extends { date: string; id: number }>(lists: readonly (readonly T[])[], limit: number): T[] {
  return lists
    .flat()
    .sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1))
    .slice(0, limit);
}
