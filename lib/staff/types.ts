import type { BureauId } from '@/lib/content/bureaus';
import { CONTENT_TYPE_LABELS, CONTENT_TYPES, POST_TYPES, type ContentType, type PostType } from '@/lib/content/content-types';

/** The five types staff manage (behaviour §2.15): the four post types and SAKIP. */
export const STAFF_TYPES = CONTENT_TYPES;
export type StaffType = ContentType;

/** The four types with dashboard cards (behaviour §2.15, 2.16). */
export const DASHBOARD_TYPES = POST_TYPES;

export function typeLabel(type: StaffType): string {
  return CONTENT_TYPE_LABELS[type];
}

/** Admin list of a type: /admin/{type} for the four post types, /admin-sakip for SAKIP (behaviour §2.1). */
export function adminPath(type: StaffType): string {
  return type === 'sakip' ? '/admin-sakip' : `/admin/${type}`;
}

/** Editor list of a type: /redaktur/{type}, /redaktur-sakip for SAKIP (behaviour §2.1). */
export function redakturPath(type: StaffType): string {
  return type === 'sakip' ? '/redaktur-sakip' : `/redaktur/${type}`;
}

/** Berita and artikel are shown as a card grid; pengumuman, undangan and SAKIP as a table (behaviour §2.15). */
export function usesCardGrid(type: StaffType): type is Extract<PostType, 'berita' | 'artikel'> {
  return type === 'berita' || type === 'artikel';
}

/** Who asks: the WordPress token (never leaves the server) and the bureau the lists are limited to. */
export interface StaffScope {
  token: string;
  bureau: BureauId;
}
