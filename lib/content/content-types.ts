/** The content types of behaviour §3 and their display texts. */
export const POST_TYPES = ['berita', 'artikel', 'pengumuman', 'undangan'] as const;
export const CONTENT_TYPES = [...POST_TYPES, 'sakip'] as const;

export type PostType = (typeof POST_TYPES)[number];
export type ContentType = (typeof CONTENT_TYPES)[number];

export const CONTENT_TYPE_LABELS: Record<ContentType, string> = {
  berita: 'Berita',
  artikel: 'Artikel',
  pengumuman: 'Pengumuman',
  undangan: 'Undangan',
  sakip: 'SAKIP',
};

export function isPostType(value: unknown): value is PostType {
  return typeof value === 'string' && (POST_TYPES as readonly string[]).includes(value);
}

export function isContentType(value: unknown): value is ContentType {
  return typeof value === 'string' && (CONTENT_TYPES as readonly string[]).includes(value);
}

/** Default image per type (behaviour §3), used when a post has none or its image fails to load. */
export function defaultImageFor(type: ContentType | 'profile'): string {
  return `/images/default-${type}.webp`;
}
