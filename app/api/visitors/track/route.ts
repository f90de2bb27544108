import { visitorFromRequest } from '@/components/analytics/visitorFromRequest';
import { trackVisit } from '@/lib/wp';

/**
 * POST /api/visitors/track: counts one page view (sent by VisitTracker). The visitor's address
 * and agent are passed to WordPress, which counts unique visitors per day. Always 204: a failed
 * count must never disturb the page.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    await trackVisit(visitorFromRequest(request.headers));
  } catch (error) {
    console.error(`[visitors] track: ${error instanceof Error ? error.message : String(error)}`);
  }
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}
