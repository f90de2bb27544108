import type { Metadata } from 'next';
import { CONTENT_TYPE_LABELS } from '@/lib/content/content-types';
import { postCanonicalPath } from './postMetadata';
import type { Post } from '@/lib/wp';
import { pageMetadata } from './metadata';
import { postSummary } from './summary';

/** Behaviour §2.1: /share/{slug} is the share address of a berita and its open-graph address. */
export function sharePath(slug: string): string {
  return `/share/${slug}`;
}

/** The generated 1200×630 image of a share address (app/share/[slug]/opengraph-image.tsx). */
export function shareImagePath(slug: string): string {
  return `${sharePath(slug)}/opengraph-image`;
}

/** Behaviour §9: open-graph image size. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * Tags of a share page: og:url is the share address itself (what was shared), while the
 * canonical address is the post's, so search engines index the post and not its share copy.
 * og:image (with its width and height) comes from the opengraph-image file next to the page.
 */
export function shareMetadata(post: Post): Metadata {
  return pageMetadata({
    title: post.title,
    description: postSummary(post),
    path: postCanonicalPath(post),
    ogUrl: sharePath(post.slug),
    ogType: 'article',
    publishedTime: post.date,
    section: CONTENT_TYPE_LABELS[post.type],
    twitterCard: 'summary_large_image',
    twitterImages: [shareImagePath(post.slug)],
  });
}
