import { answerHeaders } from '@/lib/http/json';
import { visitorOf } from '@/lib/http/visitor';
import { trackVisit } from '@/lib/wp';
import { logEvent } from '@/lib/log/logger.cjs';

/**
 * POST /api/visitors/track: counts one page view (sent by VisitTracker). The visitor's trusted
 * address and signed id are passed to WordPress, which counts unique visitors per day. Always 204:
 * a failed count must never disturb the page.
 */
export async function POST(request: Request): Promise<Response> {
  const visitor = visitorOf(request);
  try {
    await trackVisit(visitor);
  } catch (error) {
    logEvent('error', 'visitors.track.failed', { error: error instanceof Error ? error.message : String(error) });
  }
  return new Response(null, { status: 204, headers: answerHeaders({ headers: { 'Set-Cookie': visitor.setCookie } }) });
}
