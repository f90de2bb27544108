import 'server-only';
import { cache } from 'react';
import { getPostById, getPostBySlug, getPosts, WpError, type Post } from '@/lib/wp';
import { SAKIP_FETCH_ERROR_TEXT, type SakipPath } from '@/lib/content/sakip-path';
import { logEvent } from '@/lib/log/logger.cjs';
import { isBuildPhase } from '@/lib/config';

/** Behaviour §9: SAKIP is fetched 100 per page, one page. */
const SAKIP_FETCH_SIZE = 100;

/** `cause`: the failure itself, for a page that throws it (it says whether WordPress was away). */
export type SakipDocumentsResult = { documents: Post[]; error: null } | { documents: []; error: string; cause: unknown };

/**
 * All published SAKIP documents: the one WordPress call of the list page and of the related
 * block, served from Next's data cache (tagged by lib/wp). A failure is returned, not thrown,
 * so the list can say what went wrong.
 */
export const loadSakipDocuments = cache(async (): Promise<SakipDocumentsResult> => {
  try {
    const { posts } = await getPosts({ type: 'sakip', perPage: SAKIP_FETCH_SIZE });
    return { documents: posts, error: null };
  } catch (error) {
    const message = error instanceof Error && error.message ? error.message : SAKIP_FETCH_ERROR_TEXT;
    logEvent('error', 'sakip.list.failed', { error: message });
    return { documents: [], error: message, cause: error };
  }
});

/**
 * The list for a cached list page: a WordPress outage is thrown, so Next keeps serving the last good
 * copy (or, with none yet, the error boundary answers 503) instead of caching the error screen.
 * A build that cannot reach WordPress renders the error state, replaced on the first visit.
 */
export async function loadSakipList(): Promise<SakipDocumentsResult> {
  const result = await loadSakipDocuments();
  if (result.error !== null && !isBuildPhase()) throw result.cause;
  return result;
}

/** WordPress's answers for an id that is missing or not readable by a visitor. */
function isMissing(error: unknown): boolean {
  return error instanceof WpError && [400, 401, 403, 404].includes(error.status);
}

/**
 * One published document by id or slug, or null when there is none for a visitor. Other
 * failures are thrown, so an ISR page keeps its last good version and the segment's error
 * page shows behaviour §8's fetch error instead of caching a false 404. Cached per render, so the
 * page and its metadata share one call.
 */
export const loadSakipDocument = cache(async (kind: SakipPath['kind'], key: string): Promise<Post | null> => {
  try {
    const post = kind === 'id' ? await getPostById('sakip', Number(key)) : await getPostBySlug('sakip', key);
    return post && post.status === 'publish' ? post : null;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
});

/** The document a parsed /sakip/... address names. */
export function loadSakipDocumentAt(path: SakipPath): Promise<Post | null> {
  return path.kind === 'id' ? loadSakipDocument('id', String(path.id)) : loadSakipDocument('slug', path.slug);
}
