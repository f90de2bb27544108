import { isPostType } from '@/lib/content/content-types';
import { wpInstant } from '@/lib/content/instant';
import type { IndexablePost, SearchIndexEntry } from '@/lib/wp/search/readSearchIndex';

/** One row of the index as upsert.sql reads it (its JSON record). */
export interface IndexRecord {
  id: number;
  post_type: string;
  status: 'publish' | 'private';
  bureau_id: string | null;
  date_gmt: string;
  date_local: string;
  modified_gmt: string;
  slug: string;
  title: string;
  excerpt: string;
  lead: string;
  body: string;
  author: string | null;
  thumbnail: string | null;
}

// Control characters, and the two private-use marks page.sql puts around matched words: a text
// that held them could forge a highlight.
const UNSEARCHABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uE000\uE001]/g;
/** A text as the index keeps it, and a term as it is searched: those characters become spaces. */
export const searchableText = (text: string | null | undefined): string => (text ?? '').replace(UNSEARCHABLE, ' ');
const clean = searchableText;

/** The record of a post a reader may find, or null for any other (it leaves the index). */
export function indexRecordOf(entry: SearchIndexEntry): IndexRecord | null {
  if (!entry.indexable) return null;
  const post: IndexablePost = entry;
  if (!isPostType(post.post_type) || (post.status !== 'publish' && post.status !== 'private')) return null;
  const published = wpInstant(post.date_gmt, post.date);
  const modified = wpInstant(post.modified_gmt);
  if (!published) return null;
  return {
    id: post.id,
    post_type: post.post_type,
    status: post.status,
    bureau_id: post.bureau_id ?? null,
    date_gmt: published,
    // WordPress's site-local wall clock, as the date filters read it.
    date_local: post.date.replace('T', ' ').slice(0, 19),
    modified_gmt: modified ?? published,
    slug: post.slug,
    title: clean(post.title),
    // The editor's excerpt ranks (weight B); an excerpt made of the body's first words would rank
    // the body's start twice (and put the words of most posts' first sentence in every head).
    excerpt: clean(post.own_excerpt ?? post.excerpt),
    lead: clean(post.lead),
    body: clean(post.body),
    author: post.author ?? null,
    thumbnail: post.thumbnail ?? null,
  };
}
