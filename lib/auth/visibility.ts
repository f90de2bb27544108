import { isBuildPhase } from '@/lib/config';
import { bureauFromLogin, isBureauId, type BureauId } from '@/lib/content/bureaus';

/**
 * Who sees what on the portal (docs/behaviour.md §6 "Who sees what"). WordPress holds the same rule
 * in wordpress/plugin/includes/visibility.php and enforces it whatever the portal asks; this module
 * decides which view a session gets, what each view asks WordPress for, and what a page may show.
 */

export type PostStatus = 'publish' | 'private' | 'pending' | 'draft' | 'future';

/** What a visitor reads: published posts. */
export const PUBLIC_STATUSES: readonly PostStatus[] = ['publish'];

/** What every signed-in staff member reads on the public screens, of every bureau: published and private (INTERNAL). */
export const READER_STATUSES: readonly PostStatus[] = ['publish', 'private'];

/**
 * The roles WordPress lets read the private posts of every bureau (roles.php: the bureau roles, site
 * administrators and core editors). Their sessions get the staff view of the public pages; any
 * other signed-in account reads the public pages, as WordPress would show it.
 */
export const STAFF_VIEW_ROLES: readonly string[] = ['bureau_admin', 'bureau_redaktur', 'administrator', 'editor'];

export function seesStaffView(claims: { roles: readonly string[] }): boolean {
  return STAFF_VIEW_ROLES.some((role) => claims.roles.includes(role));
}

/**
 * The staff view of the public screens: READER_STATUSES of every bureau, read as the portal's staff
 * reader, the same for every staff member and cached once for all of them. Pending, draft and
 * scheduled posts never reach it: they are read with the user's own token in the staff screens and
 * the preview, where WordPress limits them to the user's bureau.
 */
export const STAFF_VIEW = { staff: true } as const;
export type Reader = typeof STAFF_VIEW;

/**
 * Whether a read is made in the staff view now: never while `next build` prerenders, because the
 * staff pages built ahead are written to disk, where private posts have no place. They start from
 * the public content and become the staff view on their first regeneration.
 */
export function readsAsStaff(reader?: Reader): boolean {
  return Boolean(reader) && !isBuildPhase();
}

/** Whether a page in `reader`'s view may show a post of `status` (anything else is its 404). */
export function isReadableIn(status: string, reader?: Reader): boolean {
  return (reader ? READER_STATUSES : PUBLIC_STATUSES).some((readable) => readable === status);
}

/** The statuses a WordPress read may ask for: the requested ones with a user's token or as the staff reader, else published only. */
export function statusesFor(options: { status?: PostStatus | PostStatus[]; token?: string; staffReader?: boolean }): PostStatus[] {
  if (!options.token && !options.staffReader) return [...PUBLIC_STATUSES];
  return Array.isArray(options.status) ? options.status : [options.status ?? 'publish'];
}

/**
 * The bureau a staff member's unfinished posts (pending, draft, scheduled) and writes are limited to:
 * the session's bureau (from WordPress at sign-in), else the part of the login after the first
 * underscore (behaviour §4); null when neither names one of the seven bureaus (the staff screens
 * then list nothing). Staff lists use it whatever a request says; WordPress checks it again.
 */
export function staffBureau(session: { bureau: string | null; login: string }): BureauId | null {
  const fromSession = session.bureau?.trim().toLowerCase();
  if (isBureauId(fromSession)) return fromSession;
  const fromLogin = bureauFromLogin(session.login);
  return isBureauId(fromLogin) ? fromLogin : null;
}
