import { CONTENT_TYPE_LABELS, CONTENT_TYPES, isContentType, type ContentType } from '@/lib/content/content-types';
import { parseInstant } from '@/lib/content/instant';
import { postCanonicalPath } from './postMetadata';
import type { Post } from '@/lib/wp';
import { feedPath, feedTitle } from './metadata';
import { absoluteUrl, SITE } from './site';
import { feedHtml, postSummary } from './summary';

/**
 * What an RSS feed of one content type says, as plain data: lib/seo/rss.ts turns it into XML with
 * the `feed` package. Kept apart so the rules are unit-tested without that ESM package.
 */

/** Newest posts per feed: what readers poll for, and a small answer. */
export const FEED_SIZE = 20;

export interface FeedChannel {
  id: string;
  title: string;
  description: string;
  link: string;
  feedUrl: string;
  language: 'id';
  image: string;
  copyright: string;
  updated?: Date;
}

export interface FeedEntry {
  id: string;
  title: string;
  link: string;
  description: string;
  /** The body as HTML (content:encoded): sanitised, every embed a plain link. */
  content: string;
  date: Date;
  image?: string;
  author: string;
}

/** The instant of a post's date (lib/content/instant.ts: RSS writes it in GMT), never NaN. */
function toDate(value: string): Date {
  return parseInstant(value) ?? new Date(0);
}

export function feedChannel(type: ContentType, entries: FeedEntry[]): FeedChannel {
  const label = CONTENT_TYPE_LABELS[type];
  return {
    id: absoluteUrl(`/${type}`),
    title: feedTitle(type),
    description: `${label} terbaru dari ${SITE.legalName}.`,
    link: absoluteUrl(`/${type}`),
    feedUrl: absoluteUrl(feedPath(type)),
    language: 'id',
    image: absoluteUrl(SITE.logoPath),
    copyright: `© ${SITE.legalName}`,
    updated: entries[0]?.date,
  };
}

/**
 * Plain text for a feed field. RSS readers render titles and descriptions as HTML, and the `feed`
 * package wraps them in CDATA (where entities stay as written): so a title that reads
 * `<img src=x onerror=…>` (WordPress's `&lt;img …&gt;`, decoded) must travel as `&lt;img …`, which a
 * reader shows as the text it is, never as markup.
 */
export function feedText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\]\]>/g, ']]&gt;');
}

/** Published posts as feed entries, newest first, linked to their canonical address. */
export function feedEntries(posts: Post[]): FeedEntry[] {
  return posts
    .filter((post) => post.status === 'publish')
    .slice(0, FEED_SIZE)
    .map((post) => {
      const link = absoluteUrl(postCanonicalPath(post));
      return {
        id: link,
        title: feedText(post.title),
        link,
        description: feedText(postSummary(post)),
        // In CDATA as written: only an attribute could still hold ']]>', which must not end it.
        content: feedHtml(post.contentHtml).replace(/\]\]>/g, ']]&gt;'),
        date: toDate(post.date),
        image: post.imageUrl ?? undefined,
        author: feedText(post.authorName),
      };
    });
}

/** The content type of a feed file name (`berita.xml` → berita); null for anything else. */
export function feedTypeOfFile(file: string): ContentType | null {
  const match = /^([a-z]+)\.xml$/.exec(file);
  return match && isContentType(match[1]) ? match[1] : null;
}

/** The answer to a feed file that is none: the feeds there are. */
export const FEED_NOT_FOUND_TEXT = `Not found. Feeds: ${CONTENT_TYPES.map((type) => feedPath(type)).join(', ')}`;
