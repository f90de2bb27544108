import { cacheTags } from '@/lib/cache/policy';
import { wpConfig } from '@/lib/config';
import type { WpRequest, WpResponse } from './client';

/** The statuses every signed-in staff member reads alike (behaviour §6): published and private. */
const STAFF_SHARED_STATUS = 'publish,private';

/**
 * A read whose answer is the same for every signed-in staff member: marked so by its caller (a
 * staff Reader's readerScope: the session's roles read private posts), a GET with the token that
 * asks for published and private posts only, in no per-user context. Any other signed-in account,
 * and pending, draft and future reads (they depend on the user's bureau), are never shared.
 */
export function isStaffSharedRead<T>(req: WpRequest<T>): boolean {
  if (req.staffShared !== true || !req.token || (req.method ?? 'GET') !== 'GET' || req.fresh || req.query?.context !== undefined) return false;
  const status = req.query?.status;
  return (Array.isArray(status) ? status.join(',') : String(status ?? '')) === STAFF_SHARED_STATUS;
}

/**
 * Sends a staff-shared read through Next's data cache once for all staff (issue 14): keyed by the
 * address without the token, tagged like the public reads plus `wp:staff-shared`, which every
 * post change expires at once (lib/cache/policy.ts tagsAfterPostChange). Only the signed-in twins, behind their session check, ask for these. Outside Next's
 * server (unit tests) there is no cache: the read is sent as it is.
 */
export async function sendStaffShared<T>(req: WpRequest<T>, url: string, send: () => Promise<WpResponse<T>>): Promise<WpResponse<T>> {
  if (!process.env.NEXT_RUNTIME) return send();
  // Loaded here, not at the top: lib/wp is imported by client components' tests, where next/cache cannot load.
  const { unstable_cache } = await import('next/cache');
  const cached = unstable_cache(
    async () => {
      const response = await send();
      return { data: response.data, status: response.status, headers: [...response.headers.entries()] };
    },
    ['wp-staff-shared', url],
    { tags: [...(req.tags ?? []), cacheTags.staffShared], revalidate: req.revalidate ?? wpConfig.revalidateSeconds },
  );
  const answer = await cached();
  return { data: answer.data as T, status: answer.status, headers: new Headers(answer.headers) };
}
