import type { Metadata } from 'next';
import { CONTENT_TYPE_LABELS, type ContentType } from '@/lib/content/content-types';
import { ARCHIVE_TEXTS, LISTING_TEXTS } from '@/lib/content/listing-texts';
import type { ParsedSearch } from '@/lib/content/search-query';
import { truncateChars } from '@/lib/content/text';
import { absoluteUrl, SITE } from './site';

/** The head of every 404 page (the page's own not-found view, or Next's for an unmatched address). */
export const NOT_FOUND_METADATA: Metadata = { title: '404 - Halaman Tidak Ditemukan', robots: { index: false } };

/** The head of a bureau listing address whose type or bureau does not exist (components/listing/ListingNotFound). */
export function listingNotFoundMetadata(what: 'type' | 'bureau'): Metadata {
  return { title: what === 'type' ? LISTING_TEXTS.typeNotFound : LISTING_TEXTS.bureauNotFound, robots: { index: false } };
}

/** The head of /berita/arsip/{page}: its title and address, or the 404 head when there is no such page. */
export function archivePageMetadata(page: number | null, exists: boolean): Metadata {
  return page && exists ? { title: `${ARCHIVE_TEXTS.title} - Halaman ${page}`, alternates: { canonical: `/berita/arsip/${page}` } } : NOT_FOUND_METADATA;
}

/** Search engines show about 160 characters of a description. */
export const DESCRIPTION_MAX = 160;

export interface PageImage {
  url: string;
  alt?: string;
  width?: number;
  height?: number;
  type?: string;
}

export interface PageMetadataInput {
  title: string;
  description: string;
  /** Path of the page on the portal, e.g. `/berita`; made absolute for canonical and og:url. */
  path: string;
  ogType?: 'website' | 'article';
  /** og:url when it differs from the canonical address (the share page). */
  ogUrl?: string;
  /** og:image and twitter:image, with og:image:alt and twitter:image:alt. */
  images?: PageImage[];
  /** article:published_time and article:modified_time: instants with their offset (lib/content/instant.ts). */
  publishedTime?: string;
  modifiedTime?: string;
  section?: string;
  /** twitter:card; defaults to a large image when there are images. */
  twitterCard?: 'summary' | 'summary_large_image';
  /** RSS feeds announced with <link rel="alternate" type="application/rss+xml">. */
  feeds?: { url: string; title: string }[];
  noindex?: boolean;
}

/**
 * Title, description, canonical address, Open Graph and Twitter tags of a public page. Next does
 * not deep-merge `openGraph` with the root layout's, so every page states siteName and locale.
 */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const description = truncateChars(input.description, DESCRIPTION_MAX);
  const canonical = absoluteUrl(input.path);
  const images = input.images?.map((image) => ({ ...image, url: absoluteUrl(image.url) }));
  const openGraphBase = {
    siteName: SITE.name,
    locale: SITE.locale,
    url: input.ogUrl ? absoluteUrl(input.ogUrl) : canonical,
    title: input.title,
    description,
    // Only when given: Next skips an opengraph-image file if `images` is present at all, even undefined.
    ...(images ? { images } : {}),
  };
  return {
    title: input.title,
    description,
    alternates: {
      canonical,
      ...(input.feeds?.length ? { types: { 'application/rss+xml': input.feeds.map((feed) => ({ url: absoluteUrl(feed.url), title: feed.title })) } } : {}),
    },
    openGraph:
      input.ogType === 'article'
        ? { ...openGraphBase, type: 'article', publishedTime: input.publishedTime, modifiedTime: input.modifiedTime, section: input.section }
        : { ...openGraphBase, type: 'website' },
    twitter: {
      card: input.twitterCard ?? (images?.length ? 'summary_large_image' : 'summary'),
      title: input.title,
      description,
      // The card's picture is the Open Graph one, described alike (twitter:image:alt).
      ...(images ? { images: images.map((image) => (image.alt ? { url: image.url, alt: image.alt } : image.url)) } : {}),
    },
    ...(input.noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** The RSS feed of a content type (app/feed/[file]/route.ts). */
export function feedPath(type: ContentType): string {
  return `/feed/${type}.xml`;
}

export function feedTitle(type: ContentType): string {
  return `${CONTENT_TYPE_LABELS[type]} — ${SITE.shortName}`;
}

/** The head of /search (and of its cached page and signed-in twin): the term in the title, never indexed. */
export function searchPageMetadata(parsed: ParsedSearch): Metadata {
  const term = parsed.kind === 'ready' ? parsed.params.term : '';
  return pageMetadata({
    title: term ? `Pencarian: ${truncateChars(term, 60)}` : 'Pencarian',
    description: 'Cari berita, artikel, pengumuman dan undangan Badan Urusan Administrasi Mahkamah Agung RI.',
    path: '/search',
    // Result pages are endless variations of the same posts: followed, not indexed.
    noindex: true,
  });
}
