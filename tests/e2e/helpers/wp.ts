import type { APIRequestContext } from '@playwright/test';
import { asPortal } from './portalKey';

/** The local WordPress the portal renders from (scripts/wp-start.sh). */
export const WP_URL = process.env.WORDPRESS_URL ?? process.env.WP_URL ?? 'http://127.0.0.1:8881';
export const DEMO_PASSWORD = process.env.DEMO_USER_PASSWORD ?? 'bua-demo-2026';
/** The seeded site administrator's password (`admin`). */
export const DEMO_ADMIN_PASSWORD = process.env.DEMO_ADMIN_PASSWORD ?? 'bua-admin-2026';

export interface WpItem {
  id: number;
  slug: string;
  status: string;
  title: { rendered: string };
  content: { rendered: string };
  excerpt: { rendered: string };
  bureau: string | null;
}

/**
 * The headers of a test's read of a WordPress list: a user's token when given, else the portal's
 * key. Tests compare the portal with what WordPress gives the portal's server, which reads the
 * public content as anyone would but without a stranger's bounds (a text search, 100 a page, the
 * whole archive: the plugin's search-doors.php and list-bounds.php).
 */
export function wpReadHeaders(token?: string): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}` } : asPortal();
}

/** Reads posts straight from WordPress, so tests compare the portal with the real source. */
export async function wpPosts(request: APIRequestContext, type: string, query: Record<string, string | number> = {}, token?: string): Promise<WpItem[]> {
  const params = new URLSearchParams(Object.entries({ per_page: 10, ...query }).map(([key, value]) => [key, String(value)]));
  const response = await request.get(`${WP_URL}/wp-json/wp/v2/${type}?${params}`, { headers: wpReadHeaders(token) });
  if (!response.ok()) throw new Error(`WordPress ${type} list: ${response.status()} ${await response.text()}`);
  return (await response.json()) as WpItem[];
}

export async function wpToken(request: APIRequestContext, username: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await request.post(`${WP_URL}/wp-json/jwt-auth/v1/token`, { data: { username, password }, headers: asPortal() });
  if (!response.ok()) throw new Error(`token for ${username}: ${response.status()}`);
  return ((await response.json()) as { token: string }).token;
}

/** Plain text of a rendered WordPress title, as the portal shows it (without WordPress's 'Private: ' prefix). */
export function plainTitle(item: Pick<WpItem, 'title'> & { status?: string }): string {
  const text = item.title.rendered
    .replace(/<[^>]*>/g, '')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
  return item.status === 'private' ? text.replace(/^Private:\s*/, '') : text;
}
