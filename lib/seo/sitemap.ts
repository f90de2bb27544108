import type { MetadataRoute } from 'next';
import { encodeXML } from 'entities';
import { BUREAUS } from '@/lib/content/bureaus';
import { POST_TYPES, type ContentType } from '@/lib/content/content-types';
import { absoluteUrl } from './site';

/** What a child sitemap lists for one published post. */
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

/** The child of the static pages (PAGES_SITEMAP_PATH): home and the lists change often. */
export function pagesSitemap(): MetadataRoute.Sitemap {
  return staticSitemapPaths().map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: path === '/' || POST_TYPES.some((type) => path === `/${type}`) ? 'hourly' : 'daily',
    priority: path === '/' ? 1 : 0.7,
  }));
}

/** One child of a type's posts: each at its canonical address with its last change, each once. */
export function postsSitemap(type: ContentType, posts: readonly SitemapPost[]): MetadataRoute.Sitemap {
  const seen = new Set<string>();
  const entries: MetadataRoute.Sitemap = [];
  for (const post of posts) {
    const url = absoluteUrl(postSitemapPath(type, post.slug));
    if (seen.has(url)) continue;
    seen.add(url);
    entries.push({ url, lastModified: post.modified, changeFrequency: 'weekly', priority: 0.6 });
  }
  return entries;
}

/** One entry of the sitemap index: a child's address and its last change when known. */
export interface SitemapIndexEntry {
  path: string;
  lastModified?: string;
}

/** /sitemap.xml: a sitemaps.org sitemap index of the children (Next writes no index itself). */
export function sitemapIndexXml(children: readonly SitemapIndexEntry[]): string {
  const entries = children.map((child) => `<sitemap>\n<loc>${encodeXML(absoluteUrl(child.path))}</loc>\n${child.lastModified ? `<lastmod>${encodeXML(child.lastModified)}</lastmod>\n` : ''}</sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}
