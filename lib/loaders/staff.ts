import 'server-only';
import type { BureauId } from '@/lib/content/bureaus';
import type { StaffClaims } from '@/lib/auth/tokenLifecycle';
import { staffBureau } from '@/lib/auth/visibility';
import { bureauPassesFilter, parseBureauFilter, type BureauFilterId } from '@/lib/staff/bureauFilter';
import { adminListKey, redakturListKey, submissionsKey } from '@/lib/staff/keys';
import { countPosts, getPosts, readListsAndCounts, WpError, type PostList } from '@/lib/wp';
import { countOf, newestFirst, toStaffPost, type AdminListData, type CountResult, type RedakturListData, type StaffPost, type SubmissionData } from '@/lib/staff/model';
import { ADMIN_PAGE_SIZE, RECENT_COUNT, REDAKTUR_PAGE_SIZE, REDAKTUR_PENDING_PER_TYPE, SUBMISSION_PAGE_SIZE, pageCount, parsePage } from '@/lib/staff/pagination';
import { ADMIN_TABS, REDAKTUR_TABS, adminTab, parseAdminTab, parseRedakturTab, redakturTab, type AdminTabId, type RedakturTabId } from '@/lib/staff/tabs';
import { STAFF_TEXTS } from '@/lib/staff/texts';
import { DASHBOARD_TYPES, type StaffScope, type StaffType } from '@/lib/staff/types';
import { type PostStatus } from '@/lib/auth/visibility';

function staffPosts(list: PostList): StaffPost[] {
  return list.posts.map(toStaffPost);
}

interface PageRequest {
  type: StaffType;
  statuses: readonly PostStatus[];
  page: number;
  perPage: number;
}

/**
 * One page of a list, filtered by the scope's bureau. A page beyond the last (e.g. after the
 * last post of the last page was deleted) becomes the last page instead of WordPress's 400.
 */
async function listPage(scope: StaffScope, request: PageRequest): Promise<{ list: PostList; page: number }> {
  const query = { type: request.type, status: [...request.statuses], bureau: scope.bureau, perPage: request.perPage, token: scope.token };
  try {
    return { list: await getPosts({ ...query, page: request.page }), page: request.page };
  } catch (error) {
    if (!(error instanceof WpError) || error.code !== 'rest_post_invalid_page_number' || request.page <= 1) throw error;
    const total = await countPosts({ type: request.type, status: query.status, bureau: scope.bureau, token: scope.token });
    const last = Math.min(request.page - 1, pageCount(total, request.perPage));
    return { list: await getPosts({ ...query, page: last }), page: last };
  }
}

function count(scope: StaffScope, type: StaffType, statuses: readonly PostStatus[]): Promise<number> {
  return countPosts({ type, status: [...statuses], bureau: scope.bureau, token: scope.token });
}

/** An admin list (behaviour §2.15): one page of the tab, 8 per page, and every tab's count, in parallel. */
export async function loadAdminList(scope: StaffScope, type: StaffType, tab: AdminTabId, page: number, biro: BureauFilterId | null = null): Promise<AdminListData> {
  if (!bureauPassesFilter(scope.bureau, biro)) {
    // Another bureau's name: nothing of the admin's own list passes, and WordPress is not asked.
    const counts = Object.fromEntries(ADMIN_TABS.map((item) => [item.id, 0])) as Record<AdminTabId, number>;
    return { kind: 'admin-list', type, tab, biro, page: 1, perPage: ADMIN_PAGE_SIZE, total: 0, totalPages: 1, posts: [], counts };
  }
  const others = ADMIN_TABS.filter((other) => other.id !== tab);
  const [current, ...otherCounts] = await Promise.all([
    listPage(scope, { type, statuses: adminTab(tab).statuses, page, perPage: ADMIN_PAGE_SIZE }),
    ...others.map((other) => count(scope, type, other.statuses)),
  ]);
  const counts = Object.fromEntries([[tab, current.list.totalPosts], ...others.map((other, index) => [other.id, otherCounts[index]!])]) as Record<AdminTabId, number>;
  return {
    kind: 'admin-list',
    type,
    tab,
    biro,
    page: current.page,
    perPage: ADMIN_PAGE_SIZE,
    total: current.list.totalPosts,
    totalPages: pageCount(current.list.totalPosts, ADMIN_PAGE_SIZE),
    posts: staffPosts(current.list),
    counts,
  };
}

/** The 'Status Pengajuan' panel (behaviour §2.15): pending and published, newest first, 5 per page. */
export async function loadSubmissions(scope: StaffScope, type: StaffType, page: number): Promise<SubmissionData> {
  const [current, pending] = await Promise.all([
    listPage(scope, { type, statuses: ['pending', 'publish'], page, perPage: SUBMISSION_PAGE_SIZE }),
    count(scope, type, ['pending']),
  ]);
  const total = current.list.totalPosts;
  return {
    kind: 'submissions',
    type,
    page: current.page,
    perPage: SUBMISSION_PAGE_SIZE,
    total,
    totalPages: pageCount(total, SUBMISSION_PAGE_SIZE),
    posts: staffPosts(current.list),
    counts: { diproses: pending, diterbitkan: Math.max(0, total - pending), total },
  };
}

/** An editor list (behaviour §2.16): one page of the tab and both tabs' counts. */
export async function loadRedakturList(scope: StaffScope, type: StaffType, tab: RedakturTabId, page: number): Promise<RedakturListData> {
  const other = REDAKTUR_TABS.find((candidate) => candidate.id !== tab)!;
  const [current, otherCount] = await Promise.all([
    listPage(scope, { type, statuses: redakturTab(tab).statuses, page, perPage: REDAKTUR_PAGE_SIZE }),
    count(scope, type, other.statuses),
  ]);
  return {
    kind: 'redaktur-list',
    type,
    tab,
    page: current.page,
    perPage: REDAKTUR_PAGE_SIZE,
    total: current.list.totalPosts,
    totalPages: pageCount(current.list.totalPosts, REDAKTUR_PAGE_SIZE),
    posts: staffPosts(current.list),
    counts: { [tab]: current.list.totalPosts, [other.id]: otherCount } as Record<RedakturTabId, number>,
  };
}

export interface DashboardCard {
  type: StaffType;
  published: CountResult;
  pending: CountResult;
}

export interface AdminDashboardData {
  cards: DashboardCard[];
  /** 'Konten Terbaru': the 5 newest published posts of the bureau over the four types. */
  recent: StaffPost[];
  /** True when some of the lists behind 'Konten Terbaru' failed. */
  recentIncomplete: boolean;
}

/**
 * One dashboard in one WordPress call (readListsAndCounts): for each type, a list of the
 * `listed` status (its total is that card's count, its posts feed the dashboard's list) and a count
 * of the `counted` one, for the user's bureau. Each read fails on its own: its count shows its
 * error, the rest of the page stays.
 */
async function loadDashboard(scope: StaffScope, listed: PostStatus, counted: PostStatus, perType: number) {
  const { lists, counts } = await readListsAndCounts(
    {
      lists: DASHBOARD_TYPES.map((type) => ({ type, status: listed, bureau: scope.bureau, perPage: perType })),
      counts: DASHBOARD_TYPES.map((type) => ({ type, status: [counted], bureau: scope.bureau })),
    },
    scope.token,
  );
  const cards = DASHBOARD_TYPES.map((type, index) => {
    const list = lists[index]!;
    const failure = STAFF_TEXTS.loadFailed(type);
    const listedCount = countOf(list.status === 'fulfilled' ? { status: 'fulfilled', value: list.value.totalPosts } : list, failure);
    const countedCount = countOf(counts[index]!, failure);
    return listed === 'publish' ? { type, published: listedCount, pending: countedCount } : { type, published: countedCount, pending: listedCount };
  });
  const posts = lists.flatMap((result) => (result.status === 'fulfilled' ? [staffPosts(result.value)] : []));
  return { cards, posts: newestFirst(posts, perType), incomplete: posts.length < lists.length };
}

/** Admin dashboard (behaviour §2.15, 7): published lists (the 5 newest for 'Konten Terbaru') and pending counts. */
export async function loadAdminDashboard(scope: StaffScope): Promise<AdminDashboardData> {
  const { cards, posts, incomplete } = await loadDashboard(scope, 'publish', 'pending', RECENT_COUNT);
  return { cards, recent: posts, recentIncomplete: incomplete };
}

export interface RedakturDashboardData {
  cards: DashboardCard[];
  /** 'Lihat Konten Diproses': the bureau's pending posts over the four types, newest first. */
  pending: StaffPost[];
  pendingIncomplete: boolean;
}

/** Editor dashboard (behaviour §2.16, 7): pending lists ('Lihat Konten Diproses') and published counts. */
export async function loadRedakturDashboard(scope: StaffScope): Promise<RedakturDashboardData> {
  const { cards, posts, incomplete } = await loadDashboard(scope, 'pending', 'publish', REDAKTUR_PENDING_PER_TYPE);
  return { cards, pending: posts, pendingIncomplete: incomplete };
}

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * What a staff list screen renders on the server: the user's bureau (null: the screen says the
 * account has none) and the SWR seed, its first answers keyed as the browser will ask for them.
 * A call that fails here is simply not seeded: the browser asks again and shows the error state.
 */
export interface StaffListPage {
  bureau: BureauId | null;
  seed: Record<string, unknown>;
}

/** An admin content screen (behaviour §2.15): the list's tab/page/bureau filter from the address, and the submission panel. */
export async function loadAdminPage(session: StaffClaims, type: StaffType, searchParams: SearchParams): Promise<StaffListPage> {
  const bureau = staffBureau(session);
  if (!bureau) return { bureau: null, seed: {} };
  const tab = parseAdminTab(searchParams.tab);
  const page = parsePage(searchParams.page);
  const panelPage = parsePage(searchParams.panel);
  const biro = parseBureauFilter(searchParams.biro);
  const scope = { token: session.wpToken, bureau };
  const [list, panel] = await Promise.allSettled([loadAdminList(scope, type, tab, page, biro), loadSubmissions(scope, type, panelPage)]);
  const seed: Record<string, unknown> = {};
  if (list.status === 'fulfilled') seed[adminListKey(type, tab, page, biro)] = list.value;
  if (panel.status === 'fulfilled') seed[submissionsKey(type, panelPage)] = panel.value;
  return { bureau, seed };
}

/** An editor's review screen (behaviour §2.16): the tab/page from the address. */
export async function loadRedakturPage(session: StaffClaims, type: StaffType, searchParams: SearchParams): Promise<StaffListPage> {
  const bureau = staffBureau(session);
  if (!bureau) return { bureau: null, seed: {} };
  const tab = parseRedakturTab(searchParams.tab);
  const page = parsePage(searchParams.page);
  const seed: Record<string, unknown> = {};
  try {
    seed[redakturListKey(type, tab, page)] = await loadRedakturList({ token: session.wpToken, bureau }, type, tab, page);
  } catch {
    // Not seeded (see StaffListPage).
  }
  return { bureau, seed };
}
