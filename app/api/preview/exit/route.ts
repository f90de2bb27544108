import { draftMode } from 'next/headers';
import { sanitizeReturnTo } from '@/lib/auth/returnTo';
import { CACHE_CONTROL } from '@/lib/cache/policy';
import { seeOther } from '@/lib/http/json';

/** GET /api/preview/exit[?returnTo=]: ends the preview (Draft Mode off), back to the staff screen or home. */
export async function GET(request: Request): Promise<Response> {
  (await draftMode()).disable();
  return seeOther(sanitizeReturnTo(new URL(request.url).searchParams.get('returnTo')) ?? '/', CACHE_CONTROL.privateNoStore);
}
