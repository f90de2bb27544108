import { draftMode } from 'next/headers';
import { sanitizeReturnTo } from '@/lib/auth/returnTo';

/** GET /api/preview/exit[?returnTo=]: ends the preview (Draft Mode off), back to the staff screen or home. */
export async function GET(request: Request): Promise<Response> {
  (await draftMode()).disable();
  const back = sanitizeReturnTo(new URL(request.url).searchParams.get('returnTo')) ?? '/';
  return new Response(null, { status: 303, headers: { 'Cache-Control': 'private, no-store', Location: back } });
}
