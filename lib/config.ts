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

/** Adapters of the edge purger (lib/edge/), by their EDGE_PURGE name. */
export const EDGE_PURGE_ADAPTERS = ['none', 'varnish', 'fastly', 'cloudflare'] as const;

/** What purges the edge cache in front of the portal when a change expires cache tags (lib/edge/). */
export type EdgePurgeSettings =
  | { adapter: 'none' }
  | { adapter: 'varnish'; urls: string[] }
  | { adapter: 'fastly'; serviceId: string; apiToken: string }
  | { adapter: 'cloudflare'; zoneId: string; apiToken: string };

/**
 * The edge purger's settings (.env.example, "The edge"). A wrong value throws, and the server
 * refuses to start with it (instrumentation.ts): a portal that believes it purges its edge must
 * really be able to, or pages would stay there for hours after a change.
 */
export function edgePurgeSettings(source: NodeJS.ProcessEnv = process.env): EdgePurgeSettings {
  const read = (name: string) => source[name]?.trim() ?? '';
  const required = (adapter: string, name: string) => {
    const value = read(name);
    if (!value) throw new Error(`EDGE_PURGE=${adapter} needs ${name}`);
    return value;
  };
  const adapter = read('EDGE_PURGE').toLowerCase() || 'none';
  switch (adapter) {
    case 'none':
      return { adapter };
    case 'varnish': {
      const urls = required(adapter, 'EDGE_PURGE_URLS')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      for (const url of urls) {
        if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) throw new Error(`EDGE_PURGE_URLS: "${url}" is not an http(s) address`);
      }
      if (urls.length === 0) throw new Error('EDGE_PURGE_URLS names no Varnish server');
      return { adapter, urls: urls.map((url) => url.replace(/\/+$/, '')) };
    }
    case 'fastly':
      return { adapter, serviceId: required(adapter, 'FASTLY_SERVICE_ID'), apiToken: required(adapter, 'FASTLY_API_TOKEN') };
    case 'cloudflare':
      return { adapter, zoneId: required(adapter, 'CLOUDFLARE_ZONE_ID'), apiToken: required(adapter, 'CLOUDFLARE_API_TOKEN') };
    default:
      throw new Error(`EDGE_PURGE: "${adapter}" is none of ${EDGE_PURGE_ADAPTERS.join(', ')}`);
  }
}
