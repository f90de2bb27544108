import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { LIFETIMES } from '@/lib/cache/lifetimes.cjs';
/**
 * Server-side settings, read from the environment (documented in .env.example).
 * Namespaces and the WordPress address are settings so the portal can sit on the
 * agency's own WordPress as well as on the local one of `npm run demo`.
 * Redis's settings (REDIS_URL, REDIS_SENTINELS, REDIS_MASTER_NAME, REDIS_CACHE_URL, passwords) are
 * read in lib/redis/connect.cjs, which Next's cache handler loads outside the bundle too.
 */
function env(name: string, fallback: string): string {
  const value = process.env[name]?.trim();
  return value ? value : fallback;
}

function trimSlashes(value: string): string {
  return value.replace(/^\/+|\/+$/g, '');
}

export const wpConfig = {
  /** Public base URL of WordPress, e.g. https://cms.example.go.id */
  get url() {
    return env('WORDPRESS_URL', 'http://127.0.0.1:8881').replace(/\/+$/, '');
  },
  /** REST root; WordPress's default is `${url}/wp-json`. */
  get apiRoot() {
    return env('WORDPRESS_API_URL', `${this.url}/wp-json`).replace(/\/+$/, '');
  },
  get authNamespace() {
    return trimSlashes(env('WP_AUTH_NAMESPACE', 'jwt-auth/v1'));
  },
  get customNamespace() {
    return trimSlashes(env('WP_CUSTOM_NAMESPACE', 'bua/v1'));
  },
  get statsNamespace() {
    return trimSlashes(env('WP_STATS_NAMESPACE', 'visitor-stats/v1'));
  },
  /** Server-to-server key shared with the plugin (BUA_PORTAL_KEY there); never sent to a browser. */
  get portalKey() {
    return process.env.WP_PORTAL_KEY?.trim() ?? '';
  },
  /** Behaviour §7: a fixed 15 s time-out for every call. */
  get timeoutMs() {
    const parsed = Number(env('WP_TIMEOUT_MS', '15000'));
    return Number.isFinite(parsed) && parsed > 0 ? parsed : 15000;
  },
  /** Seconds after which cached WordPress answers are refreshed even without a webhook. */
  get revalidateSeconds() {
    const parsed = Number(env('WP_REVALIDATE_SECONDS', String(LIFETIMES.wordpress.answer)));
    return Number.isFinite(parsed) && parsed >= 0 ? parsed : LIFETIMES.wordpress.answer;
  },
};

export const siteConfig = {
  /** Public address of the portal, used for canonical and share URLs. */
  get url() {
    return env('SITE_URL', env('NEXTAUTH_URL', 'http://localhost:3000')).replace(/\/+$/, '');
  },
  /** WordPress admin, where staff create and edit posts (opened in a new tab). */
  get wpAdminUrl() {
    return `${wpConfig.url}/wp-admin`;
  },
};

/**
 * Whether `next build` is prerendering: pages built ahead must not depend on WordPress (the build
 * machine may not reach it), so their loaders render an empty state then, and throw at run time.
 */
export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;
}
