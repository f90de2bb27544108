import { startupSecretsError } from '@/lib/security/secrets';

/**
 * Runs once when a server starts (not during `next build`): a production server with a missing,
 * short or published secret stops here, before it answers anyone (lib/security/secrets.ts); with
 * REDIS_URL, the shared stores' connection is opened before the first request needs it.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const error = startupSecretsError(process.env);
  if (error) {
    console.error(error);
    process.exit(1);
  }
  const { connectSharedRedis } = await import('@/lib/redis/client');
  await connectSharedRedis();
}
