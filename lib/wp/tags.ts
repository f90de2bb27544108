import type { ContentType } from '@/lib/content/content-types';

/**
 * Cache tags of WordPress answers. /api/revalidate (fed by the plugin's webhooks) revalidates
 * the tags of a changed post, its type's lists, its bureau, home and the sitemap.
 */
export const cacheTags = {
  all: 'wp',
  type: (type: ContentType) => `wp:type:${type}`,
  post: (type: ContentType, slugOrId: string | number) => `wp:post:${type}:${slugOrId}`,
  bureau: (bureauId: string) => `wp:bureau:${bureauId}`,
  media: (id: number) => `wp:media:${id}`,
  surveyStats: 'wp:survey-stats',
  visitorStats: 'wp:visitor-stats',
  search: 'wp:search',
  /** Answers only the home page reads (other home data carries its type tags already). */
  home: 'wp:home',
  /** The sitemap's paged slug lists. */
  sitemap: 'wp:sitemap',
} as const;
