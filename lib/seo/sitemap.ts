import type { MetadataRoute } from 'next';
import { BUREAUS } from '@/lib/content/bureaus';
import { CONTENT_TYPES, POST_TYPES, type ContentType } from '@/lib/content/content-types';
import { absoluteUrl } from './site';

/** What the sitemap lists for one published post. */
export interface SitemapPost {
  slug: string;
  modified?: string;
}

/**
 * The public pages that exist whatever WordPress holds (behaviour §2.1): home, profile hub and bureau
 * profiles, landing lists, bureau listings, the news archive and SAKIP. Search results, share
 * addresses (duplicates of posts) and staff screens are left out on purpose.
 */
export function staticSitemapPaths(): string[] {
  return [
    '/',
    '/profil',
    ...BUREAUS.map((bureau) => bureau.profilePath),
    ...POST_TYPES.map((type) => `/${type}`),
    '/berita/arsip',
    ...POST_TYPES.flatMap((type) => BUREAUS.map((bureau) => `/${type}/biro/${bureau.id}`)),
    '/sakip',
  ];
}

/** A post's canonical address: /{type}/{slug} for the four types, /sakip/{slug} for SAKIP. */
export function postSitemapPath(type: ContentType, slug: string): string {
  return `/${type}/${encodeURIComponent(decodeSafely(slug))}`;
}

/** WordPress slugs of non-Latin titles arrive percent-encoded; encode once, never twice. */
function decodeSafely(slug: string): string {
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}

/** Static pages first, then every published post of every type, each listed once. */
export function buildSitemap(postsByType: Partial<Record<ContentType, SitemapPost[]>>): MetadataRoute.Sitemap {
  const entries: MetadataRoute.Sitemap = staticSitemapPaths().map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: path === '/' || POST_TYPES.some((type) => path === `/${type}`) ? 'hourly' : 'daily',
    priority: path === '/' ? 1 : 0.7,
  }));
  const seen = new Set(entries.map((entry) => entry.url));
  for (const type of CONTENT_TYPES) {
    for (const post of postsByType[type] ?? []) {
      const url = absoluteUrl(postSitemapPath(type, post.slug));
      if (seen.has(url)) continue;
      seen.add(url);
      entries.push({ url, lastModified: post.modified, changeFrequency: 'weekly', priority: 0.6 });
    }
  }
  return entries;
}
