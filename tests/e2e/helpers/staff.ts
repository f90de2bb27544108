import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { signInContext } from './auth';
import { plainTitle, WP_URL, wpToken } from './wp';

/** Helpers of the staff specs (tests/e2e/staff-*.spec.ts): WordPress asked directly, with a JWT. */

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * Signs the browser in as `login` and answers the same user's WordPress token, so a test can read
 * WordPress as that user to check what the staff screens show.
 */
export async function signInWithWpToken({ context, request }: { context: BrowserContext; request: APIRequestContext }, login: string): Promise<string> {
  await signInContext(context, login);
  return wpToken(request, login);
}

/** X-WP-Total of a WordPress list, e.g. wpTotal(request, token, 'berita', { status: 'pending', bureau: 'humas' }). */
export async function wpTotal(request: APIRequestContext, token: string, type: string, query: Record<string, string | number>): Promise<number> {
  const params = new URLSearchParams(Object.entries({ per_page: 1, _fields: 'id', ...query }).map(([key, value]) => [key, String(value)]));
  const response = await request.get(`${WP_URL}/wp-json/wp/v2/${type}?${params}`, { headers: auth(token) });
  expect(response.ok(), `${type} ${params}: ${response.status()}`).toBe(true);
  return Number(response.headers()['x-wp-total']);
}

export interface CreatedPost {
  id: number;
  slug: string;
  title: string;
}

/**
 * A post made over REST as the token's user (its bureau follows the author). Dated in 2020 by
 * default so it sorts last and leaves the 'newest' posts other specs rely on unchanged.
 */
export async function wpCreatePost(
  request: APIRequestContext,
  token: string,
  type: string,
  options: { title: string; status?: 'publish' | 'private' | 'pending' | 'draft'; date?: string; content?: string },
): Promise<CreatedPost> {
  const response = await request.post(`${WP_URL}/wp-json/wp/v2/${type}`, {
    headers: auth(token),
    data: { title: options.title, status: options.status ?? 'publish', date: options.date ?? '2020-01-05T09:00:00', content: options.content ?? '<p>Dibuat oleh uji end-to-end staf.</p>' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { id: number; slug: string };
  return { id: body.id, slug: body.slug, title: options.title };
}

/** Status of GET wp/v2/{type}/{id} as the token's user: 200 there, 404 gone. */
export async function wpPostStatus(request: APIRequestContext, token: string, type: string, id: number): Promise<number> {
  return (await request.get(`${WP_URL}/wp-json/wp/v2/${type}/${id}?_fields=id`, { headers: auth(token) })).status();
}

/** Deletes for good (clean-up); a post already gone is fine. */
export async function wpDeletePost(request: APIRequestContext, token: string, type: string, id: number): Promise<void> {
  const response = await request.delete(`${WP_URL}/wp-json/wp/v2/${type}/${id}?force=true`, { headers: auth(token) });
  expect([200, 404, 410]).toContain(response.status());
}

/** Runs `body` with a post made for it over REST (wpCreatePost), and deletes the post for good afterwards whatever happens. */
export async function withCreatedPost(
  request: APIRequestContext,
  token: string,
  type: string,
  options: Parameters<typeof wpCreatePost>[3],
  body: (post: CreatedPost) => Promise<void>,
): Promise<void> {
  const post = await wpCreatePost(request, token, type, options);
  try {
    await body(post);
  } finally {
    await wpDeletePost(request, token, type, post.id);
  }
}

export interface WpListItem {
  id: number;
  slug: string;
  status: string;
  date: string;
  title: { rendered: string };
}

/** A WordPress list with its items (id, slug, status, date, title) as the token's user. */
export async function wpList(request: APIRequestContext, token: string, type: string, query: Record<string, string | number>): Promise<WpListItem[]> {
  const params = new URLSearchParams(Object.entries({ _fields: 'id,slug,status,date,title', ...query }).map(([key, value]) => [key, String(value)]));
  const response = await request.get(`${WP_URL}/wp-json/wp/v2/${type}?${params}`, { headers: auth(token) });
  expect(response.ok(), `${type} ${params}: ${response.status()}`).toBe(true);
  return (await response.json()) as WpListItem[];
}

/** Every status an admin list shows under 'Semua'. */
export const ALL_STATUSES = 'publish,private,pending,draft,future';
export const POST_TYPES = ['berita', 'artikel', 'pengumuman', 'undangan'] as const;
export const LABELS: Record<string, string> = { berita: 'Berita', artikel: 'Artikel', pengumuman: 'Pengumuman', undangan: 'Undangan', sakip: 'SAKIP' };

/** Plain text of a rendered title, as the staff screens show it. */
export function titleText(item: { title: { rendered: string }; status?: string }): string {
  return plainTitle(item);
}

/** WordPress's local date 'YYYY-MM-DDTHH:mm:ss' as dd/mm/yy. */
export function shortDate(date: string): string {
  const [year, month, day] = date.slice(0, 10).split('-');
  return `${day}/${month}/${year!.slice(2)}`;
}

/** A tab of the staff list screens, by the label before its count. */
export function staffTab(page: Page, name: string): Locator {
  return page.getByRole('tab', { name: new RegExp(`^${name}\\b`) });
}

/** The count a staff tab shows, as text. */
export async function tabCount(page: Page, name: string): Promise<string> {
  return (await staffTab(page, name).locator('[data-testid^="count-"]').textContent())?.trim() ?? '';
}

/**
 * Other suites may add or remove posts of the same bureau while a staff spec runs (a shared local
 * WordPress): compare once more, reading both sides again, before calling it a mismatch.
 */
export async function sameAsWordPress(check: () => Promise<void>): Promise<void> {
  await expect(check).toPass({ timeout: 20_000, intervals: [500, 1_000, 2_000] });
}
