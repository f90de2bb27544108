import type { MetadataRoute } from 'next';
import { NEWS_SITEMAP_PATH } from '@/lib/seo/newsSitemap';
import { absoluteUrl } from '@/lib/seo/site';

/**
 * What /robots.txt says (app/robots.txt/route.ts writes it): everything public may be crawled (share pages
 * included, for link previews); staff screens, sign-in and the API may not. Search results carry
 * noindex instead of a Disallow, so crawlers can still follow their links to posts. Both sitemaps
 * are named (the Google News one too).
 */
export function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        // Prefixes: /admin also covers /admin-sakip and /admin-dashboard, /redaktur the editor screens.
        disallow: ['/admin', '/redaktur', '/profile', '/login', '/auth/', '/api/'],
      },
    ],
    sitemap: [absoluteUrl('/sitemap.xml'), absoluteUrl(NEWS_SITEMAP_PATH)],
  };
}
