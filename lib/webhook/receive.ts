import 'server-only';
import { revokeUserSessions } from '@/lib/auth/revocation';
import { defaultDeliveryStore, SharedStoreUnavailableError } from '@/lib/auth/stores';
import type { JsonAnswer } from '@/lib/http/json';
import { changeSchema, sessionsRevokedSchema } from '@/lib/wp/webhook/notice';
import { MAX_AGE_SECONDS, verifySignature } from '@/lib/wp/webhook/signature';
import { logEvent } from '@/lib/log/logger.cjs';
import { tagsAfterPostChange } from '@/lib/cache/policy';
import { refreshTags } from '@/lib/cache/refreshTags';
import { isPostType } from '@/lib/content/content-types';
import { indexChangedPost } from '@/lib/search/sync';

/** A change notice is a few hundred bytes; anything much larger is not from the plugin. */
export const MAX_NOTICE_BYTES = 16 * 1024;

/** One delivery of the plugin's webhook: the raw body and its signature headers. */
export interface NoticeDelivery {
  body: string;
  timestamp: string | null;
  signature: string | null;
}

/**
 * The plugin's signed notice that a post changed, or that a user's sessions ended (see
 * lib/wp/webhook/ and docs/wordpress-contract.md). A wrong, missing or stale signature is 401 and
 * changes nothing; a repeated delivery is 409.
 * The post's own tags expire at once ({ expire: 0 }): its page must never again show the old title,
 * nor show the post at all once unpublished. Lists, home, sitemap and search use 'max' (one visit
 * gets the stale copy while it refreshes): they render faster, and the detail page, re-rendered
 * at once, does not wait for its related-content lists.
 */
export async function receiveNotice(delivery: NoticeDelivery, secret = process.env.REVALIDATE_SECRET?.trim()): Promise<JsonAnswer> {
  const check = verifySignature({ secret, timestamp: delivery.timestamp, signature: delivery.signature, body: delivery.body, nowSeconds: Math.floor(Date.now() / 1000) });
  if (!check.ok) {
    if (check.reason.includes('not configured')) logEvent('warn', 'revalidate.refused', { reason: check.reason });
    return { status: 401, body: { message: 'Invalid signature' } };
  }

  // Each delivery is signed afresh, so its signature is its id: a captured call replayed within
  // the signature's time window is refused (kept in the shared store for that window).
  const nowMs = Date.now();
  let fresh: boolean;
  try {
    fresh = await defaultDeliveryStore().consume(delivery.signature!.trim().toLowerCase(), nowMs + 2 * MAX_AGE_SECONDS * 1000, nowMs);
  } catch (error) {
    // The shared store is down: a retry later (WordPress retries) beats guessing either way.
    if (error instanceof SharedStoreUnavailableError) return { status: 503, body: { message: 'Try again later' } };
    throw error;
  }
  if (!fresh) return { status: 409, body: { message: 'Delivery already received' } };

  let payload: unknown;
  try {
    payload = JSON.parse(delivery.body);
  } catch {
    return { status: 400, body: { message: 'Body must be JSON' } };
  }
  // WordPress ended every session of a user (password change, removal, sign-out): so does the portal.
  const revoked = sessionsRevokedSchema.safeParse(payload);
  if (revoked.success) {
    await revokeUserSessions(revoked.data.login, revoked.data.at);
    return { status: 200, body: { revoked: true } };
  }
  const change = changeSchema.safeParse(payload);
  if (!change.success) return { status: 400, body: { message: 'Invalid change notice' } };

  // The search index first, so the search pages the tags refresh are drawn from the changed post. A
  // failure is repaired by the next catch-up (lib/search/sync.ts) and does not hold the notice back.
  if (isPostType(change.data.type)) {
    await indexChangedPost(change.data.id).catch((error: unknown) =>
      logEvent('warn', 'search.index.notice-failed', { id: change.data.id, error: error instanceof Error ? error.message : String(error) }),
    );
  }
  const tags = tagsAfterPostChange(change.data);
  refreshTags(tags);
  return { status: 200, body: { revalidated: true, tags: [...tags.now, ...tags.soon] } };
}
