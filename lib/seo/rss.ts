import { Feed } from 'feed';
import type { FeedChannel, FeedEntry } from './feed';

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
      date: entry.date,
      image: entry.image,
      author: [{ name: entry.author }],
    });
  }
  return feed.rss2();
}
