import type { APIRequestContext } from '@playwright/test';

/**
 * `clients` loop over `mix` (public pages) through `front` until `until` settles, each request with
 * a query of its own so that nginx's micro-cache passes it on to the instances; every answer that
 * is not a 200, and every request that fails, is a failure.
 */
export async function loadUntil(request: APIRequestContext, front: string, mix: readonly string[], until: Promise<unknown>, clients: number) {
  // The mix is served warm, as a site's pages are (a search is stored from its second ask).
  for (const page of mix) for (let ask = 0; ask < 2; ask += 1) await request.get(`${front}${page}`);
  let done = false;
  void until.finally(() => (done = true));
  const failures: string[] = [];
  let requests = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let i = 0; !done; i += 1) {
        const page = mix[(client + i) % mix.length]!;
        const url = `${front}${page}${page.includes('?') ? '&' : '?'}beban=${client}-${i}`;
        requests += 1;
        try {
          const response = await request.get(url, { maxRedirects: 0, timeout: 15_000 });
          if (response.status() !== 200) failures.push(`${response.status()} ${url} (${response.headers()['server'] ?? 'portal'}: ${(await response.text()).slice(0, 60).replace(/\s+/g, ' ')})`);
        } catch (error) {
          failures.push(`${error instanceof Error ? error.message.split('\n')[0] : error} ${url}`);
        }
      }
    }),
  );
  return { failures, requests };
}

/** Settles when `work` has and at least `ms` have passed. */
export const atLeast = <T>(ms: number, work: Promise<T>): Promise<T> => Promise.all([work, new Promise((resolve) => setTimeout(resolve, ms))]).then(([result]) => result);
