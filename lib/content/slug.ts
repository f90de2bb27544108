/**
 * WordPress slugs as the portal accepts them in addresses and notices: letters, digits, hyphens,
 * underscores and percent-encoded characters, 1 to 200 of them (case-insensitive). The one pattern
 * of the detail pages, the SAKIP document addresses and the webhook's change notices. Free of zod
 * and of anything server-only: client code imports it too.
 */
export const SLUG_PATTERN = /^[a-z0-9%_-]{1,200}$/i;

export function isValidSlug(slug: string): boolean {
  return SLUG_PATTERN.test(slug);
}

/** A WordPress post id as addresses carry it (staff routes, previews, the editor hand-over): a positive integer written plainly. */
export const POST_ID_PATTERN = /^[1-9]\d{0,15}$/;
