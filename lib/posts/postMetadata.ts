import type { Metadata } from 'next';
import { siteConfig } from '@/lib/config';
import { truncateChars } from '@/lib/content/text';
import type { Post } from '@/lib/wp';

/** Title, description, canonical address and open-graph tags of a post page. */
export function postMetadata(post: Post | null): Metadata {
  if (!post) return { title: '404 - Halaman Tidak Ditemukan', robots: { index: false } };
  const description = truncateChars(post.excerptText || post.title, 160);
  const canonical = `${siteConfig.url}/${post.type}/${post.slug}`;
  return {
    title: post.title,
    description,
    alternates: { canonical },
    openGraph: {
      type: 'article',
      title: post.title,
      description,
      url: canonical,
      locale: 'id_ID',
      publishedTime: post.date,
      images: post.imageUrl ? [{ url: post.imageUrl, alt: post.imageAlt }] : undefined,
    },
  };
}
