import { isContentType, isPostType } from '@/lib/content/content-types';
import { isReadableIn, STAFF_VIEW } from '@/lib/auth/visibility';
import { POST_ID_PATTERN } from '@/lib/content/slug';
import { previewPath } from '@/lib/preview/paths';
import type { StaffType } from './types';

/** WordPress's edit screen of a post, by id (behaviour §2.15 Edit, 2.16 Lihat). */
export function wpEditUrl(wpAdminUrl: string, id: number): string {
  return `${wpAdminUrl}/post.php?post=${Math.trunc(id)}&action=edit`;
}

/** WordPress's new-post screen of a type (behaviour §2.15 'Buat {Type}'). */
export function wpNewPostUrl(wpAdminUrl: string, type: StaffType): string {
  return `${wpAdminUrl}/post-new.php?post_type=${encodeURIComponent(type)}`;
}

/**
 * The staff screens' links into WordPress's editor (Edit, Tinjau, Lihat, 'Buat {Type}') go
 * through the portal's hand-over route, which opens the editor signed in.
 */
export function editorLink(target: { post: number } | { create: StaffType }): string {
  return 'post' in target ? `/api/staff/wp-editor?post=${Math.trunc(target.post)}` : `/api/staff/wp-editor?new=${encodeURIComponent(target.create)}`;
}

/** The wp-admin address a hand-over link stands for, or null for anything else. */
export function editorTarget(query: URLSearchParams, wpAdminUrl: string): string | null {
  const post = query.get('post');
  if (post !== null) return POST_ID_PATTERN.test(post) ? wpEditUrl(wpAdminUrl, Number(post)) : null;
  const type = query.get('new');
  return isContentType(type) ? wpNewPostUrl(wpAdminUrl, type) : null;
}

export interface ViewLink {
  href: string;
  /** True for WordPress's preview, which opens in a new tab. */
  external: boolean;
}

/**
 * Where 'Lihat' goes: the portal's own page for what it can show (published posts; private ones
 * of the four types, which signed-in staff see); for pending, draft and scheduled posts of the
 * four types, the portal's preview of the post in its real design (new tab); SAKIP
 * documents not yet published, WordPress's editor, signed in through the hand-over.
 */
export function viewLink(post: { id: number; type: StaffType; slug: string; status: string }): ViewLink {
  const slug = post.slug.trim();
  if (slug && post.type === 'sakip' && post.status === 'publish') return { href: `/sakip/${encodeURIComponent(slug)}`, external: false };
  if (slug && post.type !== 'sakip' && isReadableIn(post.status, STAFF_VIEW)) {
    return { href: `/${post.type}/${encodeURIComponent(slug)}`, external: false };
  }
  return { href: reviewLink(post), external: true };
}

/** 'Tinjau' (a post not yet published): the portal's preview for the four types, the editor for SAKIP. */
export function reviewLink(post: { id: number; type: StaffType }): string {
  return isPostType(post.type) ? previewPath({ type: post.type, id: post.id }) : editorLink({ post: post.id });
}
