import type { AdminTabId, RedakturTabId } from './tabs';
import type { StaffType } from './types';

/**
 * SWR keys (= the data routes' addresses) of the staff lists. The server page builds the same
 * strings for the first render's data, so the browser starts from it instead of a spinner.
 */
export function adminListKey(type: StaffType, tab: AdminTabId, page: number, biro: string | null = null): string {
  return `/api/staff/admin/${type}?tab=${tab}&page=${page}${biro ? `&biro=${encodeURIComponent(biro)}` : ''}`;
}

export function submissionsKey(type: StaffType, page: number): string {
  return `/api/staff/admin/${type}/submissions?page=${page}`;
}

export function redakturListKey(type: StaffType, tab: RedakturTabId, page: number): string {
  return `/api/staff/redaktur/${type}?tab=${tab}&page=${page}`;
}

/** Every cached admin key of a type (each tab and page, and the submission panel). */
export function adminKeysOf(type: StaffType): (key: unknown) => boolean {
  const base = `/api/staff/admin/${type}`;
  return (key) => typeof key === 'string' && (key.startsWith(`${base}?`) || key.startsWith(`${base}/`));
}

export function deleteUrl(type: StaffType, id: number): string {
  return `/api/staff/posts/${type}/${Math.trunc(id)}`;
}
