import { startupSecretsError } from '@/lib/security/secrets';

/**
 * Runs once when a server starts (not during `next build`): a production server with a missing,
 * short or published secret stops here, before it answers anyone (lib/security/secrets.ts).
 */
export function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const error = startupSecretsError(process.env);
  if (!error) return;
  console.error(error);
  process.exit(1);
}
