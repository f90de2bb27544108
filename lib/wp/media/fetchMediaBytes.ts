import { wpConfig } from '@/lib/config';

/** Open-graph sources larger than this are not worth the memory: the caller draws its fallback. */
const MAX_BYTES = 10 * 1024 * 1024;

/** Whether an address is on the WordPress host (media URLs come from WordPress; nothing else is fetched). */
export function isWordPressMediaUrl(url: string): boolean {
  try {
    const target = new URL(url);
    const origin = new URL(wpConfig.url);
    return target.origin === origin.origin && (target.protocol === 'http:' || target.protocol === 'https:');
  } catch {
    return false;
  }
}

function plainFetch(): typeof fetch {
  return (globalThis.fetch as typeof fetch & { _nextOriginalFetch?: typeof fetch })._nextOriginalFetch ?? globalThis.fetch;
}

/**
 * The bytes of a WordPress media file (e.g. a featured image for the share image), or null when
 * it is not on the WordPress host, missing, too large or slow. Never throws: an image that cannot
 * be read is a design fallback, not an error. Not put in the data cache (binary, often > 2 MB);
 * the generated image that uses it is cached instead. Read with the fetch Next wraps (its
 * `_nextOriginalFetch`): through the wrapper, an uncached read makes the cached share image stale
 * at once, so every crawler's request would draw it again.
 */
export async function fetchMediaBytes(url: string | null | undefined): Promise<{ bytes: ArrayBuffer; contentType: string } | null> {
  if (!url || !isWordPressMediaUrl(url)) return null;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), wpConfig.timeoutMs);
  try {
    const response = await plainFetch()(url, { cache: 'no-store', signal: controller.signal });
    const contentType = response.headers.get('Content-Type') ?? '';
    if (!response.ok || !contentType.startsWith('image/')) return null;
    if (Number(response.headers.get('Content-Length') ?? 0) > MAX_BYTES) return null;
    const bytes = await response.arrayBuffer();
    return bytes.byteLength > 0 && bytes.byteLength <= MAX_BYTES ? { bytes, contentType } : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
