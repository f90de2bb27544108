import 'server-only';
import { edgeKeys } from '@/lib/cache/edgeKeys.cjs';
import { LIFETIMES } from '@/lib/cache/lifetimes.cjs';
import { edgePurgeSettings, type EdgePurgeSettings } from '@/lib/config';
import { logEvent } from '@/lib/log/logger.cjs';
import type { EdgeAdapter } from './adapter';
import { cloudflareAdapter } from './cloudflare';
import { fastlyAdapter } from './fastly';
import { purgeKeys, type SendOptions } from './send';
import { varnishAdapter } from './varnish';

/**
 * The edge purger: when a change expires cache tags (lib/cache/refreshTags.ts), the same tags'
 * keys (lib/cache/edgeKeys.cjs) leave the edge cache in front of the portal, chosen by EDGE_PURGE
 * (.env.example, "The edge"): Varnish with xkey, Fastly or Cloudflare; none by default.
 */

/** The adapter the settings name, or null when nothing is to be purged. */
export function edgeAdapter(settings: EdgePurgeSettings): EdgeAdapter | null {
  switch (settings.adapter) {
    case 'varnish':
      return varnishAdapter(settings.urls);
    case 'fastly':
      return fastlyAdapter(settings.serviceId, settings.apiToken);
    case 'cloudflare':
      return cloudflareAdapter(settings.zoneId, settings.apiToken);
    case 'none':
      return null;
  }
}

/** What is wrong with the edge purger's settings, or null (instrumentation.ts stops the server with it). */
export function edgePurgeSettingsError(env: NodeJS.ProcessEnv = process.env): string | null {
  try {
    edgePurgeSettings(env);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export interface PurgeEdgeOptions extends SendOptions {
  /** The adapter to use instead of the environment's (tests). */
  adapter?: EdgeAdapter | null;
  /** The wait before the second purge, in ms (LIFETIMES.edge.purgeRepeat). */
  repeatAfterMs?: number;
}

function adapterFromEnvironment(): EdgeAdapter | null {
  try {
    return edgeAdapter(edgePurgeSettings());
  } catch (error) {
    // The server refuses to start with such settings; a development server may still get here.
    logEvent('error', 'edge.purge.failed', { adapter: process.env.EDGE_PURGE, error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

/**
 * Purges the edge keys of `tags` twice: at once, and again LIFETIMES.edge.purgeRepeat later, for
 * a copy the edge fetched in between from nginx's micro-cache or from an instance that had not
 * yet seen the change (such a copy is old, yet carries the keys). Fire and forget: it never
 * throws and nobody need wait for it; the promise (settled after the second purge) is for tests.
 */
export async function purgeEdgeTags(tags: Iterable<string>, options: PurgeEdgeOptions = {}): Promise<void> {
  const { adapter = adapterFromEnvironment(), repeatAfterMs = LIFETIMES.edge.purgeRepeat * 1000, ...send } = options;
  const keys = edgeKeys(tags);
  if (!adapter || keys.length === 0) return;
  const first = purgeKeys(adapter, keys, send);
  // Unref'd: a stopping instance does not wait for it (the page then leaves at its lifetime).
  await new Promise((resolve) => setTimeout(resolve, repeatAfterMs).unref());
  await Promise.all([first, purgeKeys(adapter, keys, send)]);
}
