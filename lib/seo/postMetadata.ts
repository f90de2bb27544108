import type { Metadata } from 'next';
import { CONTENT_TYPE_LABELS, defaultImageFor } from '@/lib/content/content-types';
import type { Post } from '@/lib/wp';
import { NOT_FOUND_METADATA, pageMetadata } from './metadata';
import { postSummary } from './summary';

/** The one address search engines should index for a post, whichever route showed it. */
export function postCanonicalPath(post: Pick<Post, 'type' | 'slug'>): string {
  return `/${post.type}/${post.slug}`;
}

/** Title, description, canonical address, Open Graph and Twitter tags of a post page. */
export function postMetadata(post: Post | null): Metadata {
  if (!post) return NOT_FOUND_METADATA;
  return pageMetadata({
    title: post.title,
    description: postSummary(post),
    path: postCanonicalPath(post),
    ogType: 'article',
    publishedTime: post.date,
    modifiedTime: post.modified,
    section: CONTENT_TYPE_LABELS[post.type],
    // Link previews need an image: the type's default one when the post has none.
    images: [{ url: post.imageUrl ?? defaultImageFor(post.type), alt: post.imageAlt }],
  });
}
