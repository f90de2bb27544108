import { Feed } from 'feed';
import type { ContentType } from '@/lib/content/content-types';
import { getPosts } from '@/lib/wp';
import { FEED_SIZE, feedChannel, feedEntries, type FeedChannel, type FeedEntry } from './feed';

/** RSS 2.0 XML of a channel and its entries (the `feed` package escapes and formats). */
export function renderRss(channel: FeedChannel, entries: FeedEntry[]): string {
  const feed = new Feed({
    id: channel.id,
    title: channel.title,
    description: channel.description,
    link: channel.link,
    feedLinks: { rss: channel.feedUrl },
    language: channel.language,
    image: channel.image,
    copyright: channel.copyright,
    updated: channel.updated,
    ttl: 60,
  });
  for (const entry of entries) {
    feed.addItem({
      id: entry.id,
      title: entry.title,
      link: entry.link,
      description: entry.description,
      content: entry.content,
      date: entry.date,
      image: entry.image,
      author: [{ name: entry.author }],
    });
  }
  return feed.rss2();
}

/**
 * The RSS 2.0 feed of a type's newest published posts. Read through the data cache (getPosts
 * carries the type's tag, expired when a post changes), so the build never needs WordPress.
 */
export async function renderTypeFeed(type: ContentType): Promise<string> {
  const { posts } = await getPosts({ type, perPage: FEED_SIZE });
  const entries = feedEntries(posts);
  return renderRss(feedChannel(type, entries), entries);
}
