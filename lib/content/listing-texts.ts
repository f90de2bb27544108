import type { PostType } from './content-types';

/** Texts of the bureau listing (behaviour §2.5 and 8). */
export const LISTING_TEXTS = {
  title: (type: PostType, bureauName: string) => `${type.toUpperCase()} ${bureauName.toUpperCase()}`,
  empty: (type: PostType, bureauName: string) => `Belum ada ${type} untuk ${bureauName}`,
  loading: (bureauName: string) => `Memuat ${bureauName} ...`,
  errorTitle: 'Kesalahan Memuat Konten',
  /** Behaviour §8: 'Failed to load bureau content. Please try again.' with variants per type. */
  errorMessage: (type: PostType) => `Failed to load bureau ${type === 'berita' ? 'content' : type}. Please try again.`,
  bureauNotFound: 'Bureau Not Found',
  unknownBureau: 'Unknown Bureau',
  typeNotFound: 'Content Type Not Found',
  unknownType: 'Unknown Content Type',
  retry: 'Coba Lagi',
  internalBadge: 'INTERNAL',
} as const;

/** Texts of the news archive (behaviour §2.11 and 8). */
export const ARCHIVE_TEXTS = {
  title: 'Arsip Berita',
  error: 'Failed to load berita archive. Please try again.',
} as const;

/** Behaviour §8, posts: a post WordPress could not give (here: WordPress down; a missing post is the 404 page). */
export const POST_ERROR_TEXTS = {
  title: 'Kesalahan Memuat Konten',
  message: 'Failed to load post.',
  retry: 'Coba Lagi',
} as const;
