import { permanentRedirect } from 'next/navigation';
import { isContentType } from '@/lib/content/content-types';
import { findMovedPost, type MovedTo } from '@/lib/wp';
import { isValidSlug } from '@/lib/content/slug';
import { loadPublicPost } from './post';

/** The address forms a post has: `/{type}/{slug}`, `/{type}/biro/{bureau}/{slug}`, `/share/{slug}`. */
export type AddressForm = { form: 'detail' } | { form: 'bureau'; bureauId: string } | { form: 'share' };

/** The same form of address for where the post is now (a /share address only for berita). */
export function movedAddress(moved: MovedTo, from: AddressForm): string {
  const slug = encodeURIComponent(moved.slug);
  if (from.form === 'share' && moved.type === 'berita') return `/share/${slug}`;
  if (from.form === 'bureau') return `/${moved.type}/biro/${encodeURIComponent(moved.bureau ?? from.bureauId)}/${slug}`;
  return `/${moved.type}/${slug}`;
}

/**
 * For an address where no post is found: when WordPress knows the post that answered
 * there before (renamed, or moved to another type), a permanent redirect to its address now, so
 * links already shared keep working. The answer is cached like the page and expires with the old
 * address's tag. Returns only when nothing moved (the caller answers 404).
 */
export async function redirectIfMoved(type: string, slug: string, from: AddressForm): Promise<void> {
  if (!isContentType(type) || !isValidSlug(slug)) return;
  const moved = await findMovedPost(type, slug);
  if (moved && !(moved.type === type && moved.slug === slug.toLowerCase())) permanentRedirect(movedAddress(moved, from));
}

/**
 * A bureau detail address of a post that belongs to another bureau now (moved in WordPress):
 * 301 to its own bureau's address. The post's bureau here is WordPress's (or its author's), not
 * the address's; the same cached WordPress answer serves both reads.
 */
export async function redirectIfOtherBureau(type: string, slug: string, routeBureauId: string): Promise<void> {
  const own = (await loadPublicPost(type, slug))?.bureauId;
  if (own && own !== routeBureauId) permanentRedirect(`/${type}/biro/${own}/${encodeURIComponent(slug)}`);
}
