import { readBodyText } from '@/lib/http/body';
import { revokeUserSessions } from '@/lib/auth/revocation';
import { defaultDeliveryStore, SharedStoreUnavailableError } from '@/lib/auth/stores';
import { changeSchema, sessionsRevokedSchema } from './change';
import { MAX_AGE_SECONDS, SIGNATURE_HEADER, TIMESTAMP_HEADER, verifySignature } from './signature';
import { tagsAfterPostChange } from '@/lib/cache/policy';
import { refreshTags } from '@/lib/cache/refreshTags';
import { logEvent } from '@/lib/log/logger.cjs';

/** A change notice is a few hundred bytes; anything much larger is not from the plugin. */
const MAX_BODY_BYTES = 16 * 1024;

function json(status: number, body: unknown): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}

/**
 * POST /api/revalidate: the plugin's signed notice that a post changed, or that a user's sessions
 * ended (see signature.ts and docs/wordpress-contract.md). A wrong, missing or stale signature is
 * 401 and changes nothing; a repeated delivery is 409.
 * The post's own tags expire at once ({ expire: 0 }): its page must never again show the old title,
 * nor show the post at all once unpublished. Lists, home, sitemap and search use 'max' (one visit
 * gets the stale copy while it refreshes): they render faster, and the detail page, re-rendered
 * at once, does not wait for its related-content lists.
 */
export async function POST(request: Request): Promise<Response> {
  const read = await readBodyText(request, MAX_BODY_BYTES);
  if (!read.ok) return json(read.status, { message: read.status === 413 ? 'Payload too large' : 'Unreadable body' });
  const body = read.value;

  const check = verifySignature({
    secret: process.env.REVALIDATE_SECRET?.trim(),
    timestamp: request.headers.get(TIMESTAMP_HEADER),
    signature: request.headers.get(SIGNATURE_HEADER),
    body,
    nowSeconds: Math.floor(Date.now() / 1000),
  });
  if (!check.ok) {
    if (check.reason.includes('not configured')) logEvent('warn', 'revalidate.refused', { reason: check.reason });
    return json(401, { message: 'Invalid signature' });
  }

  // Each delivery is signed afresh, so its signature is its id: a captured call replayed within
  // the signature's time window is refused (kept in the shared store for that window).
  const nowMs = Date.now();
  let fresh: boolean;
  try {
    fresh = await defaultDeliveryStore().consume(request.headers.get(SIGNATURE_HEADER)!.trim().toLowerCase(), nowMs + 2 * MAX_AGE_SECONDS * 1000, nowMs);
  } catch (error) {
    // The shared store is down: a retry later (WordPress retries) beats guessing either way.
    if (error instanceof SharedStoreUnavailableError) return json(503, { message: 'Try again later' });
    throw error;
  }
  if (!fresh) return json(409, { message: 'Delivery already received' });

  let payload: unknown;
  try {
    payload = JSON.parse(body);
  } catch {
    return json(400, { message: 'Body must be JSON' });
  }
  // WordPress ended every session of a user (password change, removal, sign-out): so does the portal.
  const revoked = sessionsRevokedSchema.safeParse(payload);
  if (revoked.success) {
    await revokeUserSessions(revoked.data.login, revoked.data.at);
    return json(200, { revoked: true });
  }
  const change = changeSchema.safeParse(payload);
  if (!change.success) return json(400, { message: 'Invalid change notice' });

  const tags = tagsAfterPostChange(change.data);
  refreshTags(tags);
  return json(200, { revalidated: true, tags: [...tags.now, ...tags.soon] });
}
