/** Listing sizes of behaviour §9. */
export const LISTING = {
  /** Bureau lists fetch 20 posts and show 7 per page. */
  bureauFetch: 20,
  bureauPageSize: 7,
  /** Archive: 10 per page. */
  archivePageSize: 10,
  /** Landing lists: 4 hero posts (1 main + 3 secondary); per bureau 1 featured + up to 3 side posts. */
  landingHero: 4,
  landingPerBureau: 4,
  /** Announcement excerpt fallback length. */
  excerptFallbackChars: 150,
} as const;

/** Splits items into pages of `size` (the last may be shorter); no pages for no items. */
export function paginate<T>(items: readonly T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += size) pages.push(items.slice(start, start + size));
  return pages;
}

/** The address of a page of a bureau listing; page 1 is the listing itself. */
export function bureauListingHref(type: string, bureauId: string, page: number): string {
  const base = `/${type}/biro/${bureauId}`;
  return page <= 1 ? base : `${base}/halaman/${page}`;
}

/** A bureau listing's page number from its address: 2 and up (1 is the listing's own address), else null. */
export function parseListingPage(value: string): number | null {
  return /^[1-9]\d{0,2}$/.test(value) && Number(value) >= 2 ? Number(value) : null;
}
