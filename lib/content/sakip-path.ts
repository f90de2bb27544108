/**
 * SAKIP categories and the addresses of single SAKIP documents (behaviour §2.9, 3, 8).
 * Kept free of zod and of anything server-only: the segment's not-found message imports it on
 * the client, and Next ships a segment's not-found client code with every page of the segment.
 */
import { isValidSlug } from './slug';

/** Behaviour §3: the four SAKIP categories and how they are shown. */
export const SAKIP_CATEGORY_LABELS = {
  perencanaan: 'Perencanaan Kinerja',
  pengukuran: 'Pengukuran Kinerja',
  pelaporan: 'Pelaporan Kinerja',
  evaluasi: 'Evaluasi Kinerja',
} as const;

export type SakipCategory = keyof typeof SAKIP_CATEGORY_LABELS;

export const SAKIP_CATEGORIES = Object.keys(SAKIP_CATEGORY_LABELS) as SakipCategory[];

export function isSakipCategory(value: unknown): value is SakipCategory {
  return typeof value === 'string' && Object.hasOwn(SAKIP_CATEGORY_LABELS, value);
}

/** 'Perencanaan Kinerja' etc., or null for a missing or unknown category. */
export function sakipCategoryLabel(value: unknown): string | null {
  return isSakipCategory(value) ? SAKIP_CATEGORY_LABELS[value] : null;
}

/** Behaviour §8 texts of a missing document. */
export const SAKIP_NOT_FOUND_TEXT = 'Dokumen SAKIP tidak ditemukan';
export const sakipIdNotFoundText = (id: number) => `Dokumen dengan ID ${id} tidak ditemukan`;
/** Behaviour §8: a document fetch that failed without a message of its own. */
export const SAKIP_FETCH_ERROR_TEXT = 'Terjadi kesalahan saat mengambil dokumen';

/** Behaviour §2.9's loading texts: a document on its way (its link says so), the related block streaming in. */
export const SAKIP_DOCUMENT_LOADING_TEXT = 'Memuat dokumen...';
export const SAKIP_RELATED_LOADING_TEXT = 'Memuat data dokumen SAKIP...';
export const sakipSlugNotFoundText = (slug: string) => `Dokumen dengan slug "${slug}" tidak ditemukan`;

/** A positive post id (WordPress ids are unsigned; ten digits is far beyond any real site). */
const ID = /^[1-9]\d{0,9}$/;

export type SakipPath =
  | { kind: 'id'; id: number; category: SakipCategory | null }
  | { kind: 'slug'; slug: string; category: SakipCategory | null };

/**
 * Reads the segments after /sakip: `{slug}`, `{id}`, `{category}/{slug}` or `{category}/{id}`
 * (behaviour §2.9: a numeric last segment is an id; the category may be the second-last segment).
 * Anything else is null, which the page answers with the 404 page.
 */
export function parseSakipPath(segments: readonly string[] | string | undefined): SakipPath | null {
  const parts = typeof segments === 'string' ? [segments] : (segments ?? []);
  if (parts.length < 1 || parts.length > 2) return null;
  let category: SakipCategory | null = null;
  if (parts.length === 2) {
    if (!isSakipCategory(parts[0])) return null;
    category = parts[0];
  }
  const last = parts[parts.length - 1] ?? '';
  if (ID.test(last)) return { kind: 'id', id: Number(last), category };
  // All digits but no valid id (0, leading zeros, too long): a numeric segment is never a slug.
  if (/^\d+$/.test(last)) return null;
  if (isValidSlug(last)) return { kind: 'slug', slug: last, category };
  return null;
}

/** The behaviour §8 message for a document address that led nowhere; never echoes anything but a valid id or slug. */
export function missingSakipDocumentText(segments: readonly string[] | string | undefined): string {
  const path = parseSakipPath(segments);
  if (!path) return SAKIP_NOT_FOUND_TEXT;
  return path.kind === 'id' ? sakipIdNotFoundText(path.id) : sakipSlugNotFoundText(path.slug);
}

/** Address of a document page: by slug, the form the list links to (behaviour §2.9). */
export function sakipDocumentHref(slug: string): string {
  return `/sakip/${slug}`;
}
