import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { readJsonBody } from '@/lib/http/body';
import { visitorOf } from '@/lib/http/visitor';
import { HOME_TEXTS } from '@/lib/content/home';
import { cacheTags, getSurveyStats, submitSurveyVote, SURVEY_RATINGS, WpError, type SurveyRating, type SurveyStats } from '@/lib/wp';
import { logEvent } from '@/lib/log/logger.cjs';

const RATING_VALUES = SURVEY_RATINGS.map((rating) => rating.value) as [SurveyRating, ...SurveyRating[]];

/** Spec 3 and the plugin's contract: one of the five ratings, and the path it was given on. */
const voteSchema = z.object({
  rating: z.enum(RATING_VALUES),
  page: z.string().startsWith('/').max(200),
});

/** A vote is a rating and a path: a few hundred bytes at most. */
const MAX_BODY_BYTES = 2 * 1024;

const INVALID_VOTE = 'Penilaian tidak valid: pilih salah satu tingkat kepuasan dan kirim dari halaman portal.';

function json(body: unknown, status: number, setCookie?: string): Response {
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (setCookie) headers['Set-Cookie'] = setCookie;
  return Response.json(body, { status, headers });
}

/** A failed vote as the browser should see it: WordPress's own word for bad input and repeats. */
function failure(error: unknown): Response {
  if (error instanceof WpError) {
    if (error.status === 429) return json({ success: false, message: error.message }, 429);
    if (error.status === 400) return json({ success: false, message: INVALID_VOTE }, 400);
    if (error.status === 504) return json({ success: false, message: HOME_TEXTS.surveyFailed }, 504);
  }
  logEvent('error', 'survey.vote.failed', { error: error instanceof Error ? error.message : String(error) });
  return json({ success: false, message: HOME_TEXTS.surveyFailed }, 502);
}

/**
 * POST /api/survey {rating, page}: the browser's vote, passed to WordPress with the visitor's
 * trusted address and signed visitor id (one vote per visitor per day). A JSON body is required, so a plain
 * form on another site cannot vote in a visitor's name (cross-site JSON needs CORS, which this
 * route does not grant). Answers the fresh statistics, so the page updates without another call.
 */
export async function POST(request: Request): Promise<Response> {
  const body = await readJsonBody(request, MAX_BODY_BYTES);
  if (!body.ok) {
    const message = body.status === 415 ? 'Content-Type harus application/json.' : body.status === 413 ? 'Permintaan terlalu besar.' : INVALID_VOTE;
    return json({ success: false, message }, body.status);
  }
  const vote = voteSchema.safeParse(body.value);
  if (!vote.success) return json({ success: false, message: INVALID_VOTE }, 400);

  const visitor = visitorOf(request);
  try {
    await submitSurveyVote(vote.data.rating, vote.data.page, visitor);
  } catch (error) {
    const answer = failure(error);
    if (visitor.setCookie) answer.headers.append('Set-Cookie', visitor.setCookie);
    return answer;
  }

  // Cached pages show the new numbers on their next regeneration; this visitor sees them now.
  revalidateTag(cacheTags.surveyStats, 'max');
  let stats: SurveyStats | null = null;
  try {
    stats = await getSurveyStats({ fresh: true });
  } catch (error) {
    logEvent('error', 'survey.stats.failed', { error: error instanceof Error ? error.message : String(error) });
  }
  return json({ success: true, stats }, 200, visitor.setCookie);
}
