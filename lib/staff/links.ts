import type { StaffType } from './types';

/** WordPress's edit screen of a post, by id (spec 2.15 Edit, 2.16 Lihat): opened in a new tab. */
export function wpEditUrl(wpAdminUrl: string, id: number): string {
  return `${wpAdminUrl}/post.php?post=${Math.trunc(id)}&action=edit`;
}

/** WordPress's new-post screen of a type (spec 2.15 'Buat {Type}'): opened in a new tab. */
export function wpNewPostUrl(wpAdminUrl: string, type: StaffType): string {
  return `${wpAdminUrl}/post-new.php?post_type=${encodeURIComponent(type)}`;
}

export interface ViewLink {
  href: string;
  /** True for WordPress's preview, which opens in a new tab. */
  external: boolean;
}

/**
 * Where 'Lihat' goes: the portal's own page for what it can show (published posts; private ones
 * of the four types, which signed-in staff see), otherwise WordPress's preview (pending, draft and
 * scheduled posts have no public page, and WordPress gives pending posts no slug yet).
 */
export function viewLink(post: { id: number; type: StaffType; slug: string; status: string }, wpUrl: string): ViewLink {
  const slug = post.slug.trim();
  if (slug && post.type === 'sakip' && post.status === 'publish') return { href: `/sakip/${encodeURIComponent(slug)}`, external: false };
  if (slug && post.type !== 'sakip' && (post.status === 'publish' || post.status === 'private')) {
    return { href: `/${post.type}/${encodeURIComponent(slug)}`, external: false };
  }
  return { href: `${wpUrl}/?post_type=${encodeURIComponent(post.type)}&p=${Math.trunc(post.id)}&preview=true`, external: true };
}
