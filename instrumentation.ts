import { startupSecretsError } from '@/lib/security/secrets';

/**
 * Runs once when a server starts (not during `next build`): a production server with a missing,
 * short or published secret stops here, before it answers anyone (lib/security/secrets.ts), and so
 * does half a Sentinel setting (lib/redis/connect.cjs) or an edge purger without its settings
 * (lib/edge/), or an archive too large for the embedded search engine (lib/search/capacity.ts);
 * with Redis set, the shared stores' connection is opened before the first request needs it; and
 * the search index starts following WordPress.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { connectSharedRedis, redisSettingsError } = await import('@/lib/redis/client');
  const { edgePurgeSettingsError } = await import('@/lib/edge/settings.cjs');
  const error = startupSecretsError(process.env) ?? redisSettingsError(process.env) ?? edgePurgeSettingsError(process.env);
  if (error) {
    console.error(error);
    process.exit(1);
  }
  await connectSharedRedis();
  // An archive too large for the embedded search engine: production stops here, anything else says so.
  const { embeddedSizeAtStart } = await import('@/lib/search/capacity');
  const size = await embeddedSizeAtStart(process.env);
  if (size?.refuse) {
    console.error(`Portal BUA refuses to start in production: ${size.message}`);
    process.exit(1);
  }
  if (size) {
    const { logEvent } = await import('@/lib/log/logger.cjs');
    logEvent('warn', 'search.embedded.too-large', { message: size.message });
  }
  // The search index follows WordPress from here on (lib/search/sync.ts): filled when empty, then caught up.
  const { startSearchSync } = await import('@/lib/search/schedule');
  startSearchSync();
}
