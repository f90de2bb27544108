import type { Metadata } from 'next';
import { getBureau } from '@/lib/content/bureaus';
import { CONTENT_TYPE_LABELS } from '@/lib/content/content-types';
import { postCanonicalPath } from './postMetadata';
import type { Post } from '@/lib/wp';
import { pageMetadata } from './metadata';
import { SITE } from './site';
import { postSummary } from './summary';

/** Behaviour §2.1: /share/{slug} is the share address of a berita and its open-graph address. */
export function sharePath(slug: string): string {
  return `/share/${slug}`;
}

/** The generated 1200×630 image of a share address (app/share/[slug]/opengraph-image.tsx). */
export function shareImagePath(slug: string): string {
  return `${sharePath(slug)}/opengraph-image`;
}

/**
 * The address share cards name for the image: its path with the post's version (when it was last
 * modified), so the address changes whenever the title or the image may have, and crawlers and CDNs
 * may keep each one for long (CACHE_CONTROL.shareImage). The route ignores the query.
 */
export function shareImageUrl(post: Pick<Post, 'slug' | 'modified' | 'date'>): string {
  const version = Date.parse(post.modified ?? post.date);
  return Number.isFinite(version) ? `${shareImagePath(post.slug)}?v=${version.toString(36)}` : shareImagePath(post.slug);
}

/** Behaviour §9: open-graph image size. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** What the share image shows, in words (og:image:alt, twitter:image:alt): its title, kind and bureau, and the site. */
export function shareImageAlt(post: Pick<Post, 'title' | 'bureauId'>): string {
  const bureau = getBureau(post.bureauId);
  return `${post.title} — Berita${bureau ? ` Biro ${bureau.name}` : ''}, ${SITE.name}`;
}

/**
 * Tags of a share page: og:url is the share address itself (what was shared), while the
 * canonical address is the post's, so search engines index the post and not its share copy.
 * The image is the generated one beside the page, named here rather than by the file convention
 * because only here can its alt text name the post.
 */
export function shareMetadata(post: Post): Metadata {
  return pageMetadata({
    title: post.title,
    description: postSummary(post),
    path: postCanonicalPath(post),
    ogUrl: sharePath(post.slug),
    ogType: 'article',
    publishedTime: post.date,
    modifiedTime: post.modified,
    section: CONTENT_TYPE_LABELS[post.type],
    twitterCard: 'summary_large_image',
    images: [{ url: shareImageUrl(post), ...SHARE_IMAGE_SIZE, type: 'image/png', alt: shareImageAlt(post) }],
  });
}
