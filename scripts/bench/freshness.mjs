// Freshness: change a post's title over WordPress's REST API (as the bureau's admin, with a JWT)
// and time until the portal's detail page shows it; then put the title back.
//
// The probe page is rendered (and so cached) just before the edit, so the figure is the mechanism's
// own delay, not the luck of how old the cached copy was: with the revalidation webhook reaching the
// portal it is about a second; without it, the page's 60 s revalidation (plus one more round when
// the data cache was stale as well) is the bound, beyond the 90 s the bench waits.
import { config } from './config.mjs';
import { fetchPage } from './load.mjs';
import { sleep } from './proc.mjs';
import { editableTitle } from './wordpress.mjs';

/** Status of an unsigned POST to the portal's webhook endpoint: 404 = no endpoint in this build. */
async function webhookEndpointStatus() {
  try {
    const res = await fetch(`${config.portalUrl}/api/revalidate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(15_000),
    });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return null;
  }
}

/**
 * POST: { id, slug } of a published berita not visited yet; PAGE_URL: its portal address.
 * REGISTER(undo) receives the title restore before the edit, so an interrupted bench puts it back.
 */
export async function measureFreshness({ post, pageUrl, register = () => {} }) {
  // Render and cache the page now (its 60 s revalidation clock starts here).
  const first = await fetchPage(pageUrl);
  const cached = await fetchPage(pageUrl);
  if (first.status !== 200) throw new Error(`bench: ${pageUrl} answers ${first.status}`);

  const marker = `Bench ${Date.now().toString(36)}`;
  const title = await editableTitle(post.id, register);

  const editStarted = performance.now();
  await title.set(`${title.original} ${marker}`);
  const saved = performance.now();
  const deadline = saved + config.freshness.timeoutMs;
  let polls = 0;
  let seenMs = null;
  try {
    while (performance.now() < deadline) {
      polls++;
      const res = await fetch(pageUrl, { signal: AbortSignal.timeout(15_000) }).catch(() => null);
      const html = res ? await res.text() : '';
      if (html.includes(marker)) {
        seenMs = performance.now() - saved;
        break;
      }
      await sleep(config.freshness.pollMs);
    }
  } finally {
    await title.restore();
  }
  return {
    postId: post.id,
    page: pageUrl,
    cacheBeforeEdit: cached.cache,
    saveMs: saved - editStarted,
    visibleAfterS: seenMs == null ? null : seenMs / 1000,
    timedOut: seenMs == null,
    timeoutS: config.freshness.timeoutMs / 1000,
    polls,
    webhookEndpointStatus: await webhookEndpointStatus(),
  };
}
