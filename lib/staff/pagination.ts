/** Page sizes of behaviour §9 and the page text of behaviour §2.15. */

/** Admin lists: 8 per page. */
export const ADMIN_PAGE_SIZE = 8;
/** 'Status Pengajuan' panel: 5 per page. */
export const SUBMISSION_PAGE_SIZE = 5;
/** Admin dashboard 'Konten Terbaru': 5 newest. */
export const RECENT_COUNT = 5;
/** Editor lists: the paging helper's default, 8 per page. */
export const REDAKTUR_PAGE_SIZE = 8;
/** Editor dashboard: pending posts fetched per type for 'Lihat Konten Diproses'. */
export const REDAKTUR_PENDING_PER_TYPE = 10;
/** Behaviour §4 and 9: after a successful delete the client waits 300 ms, then refetches the lists. */
export const DELETE_REFETCH_DELAY_MS = 300;

/** Number of pages for `total` items, at least 1. */
export function pageCount(total: number, perPage: number): number {
  if (!Number.isFinite(total) || total <= 0 || perPage <= 0) return 1;
  return Math.ceil(total / perPage);
}

/** A page number from a query value: a positive integer, else 1. */
export function parsePage(value: unknown): number {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== 'string' && typeof raw !== 'number') return 1;
  const text = String(raw).trim();
  if (!/^\d{1,6}$/.test(text)) return 1;
  const page = Number(text);
  return page >= 1 ? page : 1;
}

/** Behaviour §2.15: 'Menampilkan X dari Y Konten (Halaman p dari n)': X shown on this page, Y in all. */
export function paginationText(shown: number, total: number, page: number, totalPages: number): string {
  return `Menampilkan ${shown} dari ${total} Konten (Halaman ${page} dari ${Math.max(1, totalPages)})`;
}
