import 'server-only';
import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { HOME_TEXTS } from '@/lib/content/home';
import type { BodyResult } from '@/lib/http/body';
import type { JsonAnswer } from '@/lib/http/json';
import { cacheTags, getSurveyStats, submitSurveyVote, SURVEY_RATINGS, WpError, type SurveyRating, type SurveyStats } from '@/lib/wp';
import { isWordPressAway } from '@/lib/wp/errors';
import { logEvent } from '@/lib/log/logger.cjs';

const RATING_VALUES = SURVEY_RATINGS.map((rating) => rating.value) as [SurveyRating, ...SurveyRating[]];

/** Behaviour §3 and the plugin's contract: one of the five ratings, and the path it was given on. */
const voteSchema = z.object({
  rating: z.enum(RATING_VALUES),
  page: z.string().startsWith('/').max(200),
});
export type Vote = z.infer<typeof voteSchema>;

/** A vote is a rating and a path: a few hundred bytes at most. */
export const MAX_VOTE_BYTES = 2 * 1024;

const INVALID_VOTE = 'Penilaian tidak valid: pilih salah satu tingkat kepuasan dan kirim dari halaman portal.';

export type VoteAnswer = { success: true; stats: SurveyStats | null } | { success: false; message: string };

/** The vote in a request body, or the answer to a body that is none (415, 413, 400). */
export function parseVote(body: BodyResult<unknown>): { ok: true; vote: Vote } | { ok: false; answer: JsonAnswer<VoteAnswer> } {
  if (!body.ok) {
    const message = body.status === 415 ? 'Content-Type harus application/json.' : body.status === 413 ? 'Permintaan terlalu besar.' : INVALID_VOTE;
    return { ok: false, answer: { status: body.status, body: { success: false, message } } };
  }
  const vote = voteSchema.safeParse(body.value);
  return vote.success ? { ok: true, vote: vote.data } : { ok: false, answer: { status: 400, body: { success: false, message: INVALID_VOTE } } };
}

/** A failed vote as the browser should see it: WordPress's own word for bad input and repeats. */
function failure(error: unknown): JsonAnswer<VoteAnswer> {
  if (error instanceof WpError) {
    if (error.status === 429) return { status: 429, body: { success: false, message: error.message } };
    if (error.status === 400) return { status: 400, body: { success: false, message: INVALID_VOTE } };
    if (error.status === 504) return { status: 504, body: { success: false, message: HOME_TEXTS.surveyFailed }, wordpressAway: true };
  }
  logEvent('error', 'survey.vote.failed', { error: error instanceof Error ? error.message : String(error) });
  return { status: 502, body: { success: false, message: HOME_TEXTS.surveyFailed }, wordpressAway: isWordPressAway(error) };
}

/**
 * Passes a visitor's vote to WordPress (one vote per visitor per day, its rule) and answers the
 * fresh statistics, so the page updates without another call. Cached pages show the new numbers
 * on their next regeneration.
 */
export async function castVote(vote: Vote, visitor: { ip: string; id: string }): Promise<JsonAnswer<VoteAnswer>> {
  try {
    await submitSurveyVote(vote.rating, vote.page, visitor);
  } catch (error) {
    return failure(error);
  }
  revalidateTag(cacheTags.surveyStats, 'max');
  let stats: SurveyStats | null = null;
  try {
    stats = await getSurveyStats({ fresh: true });
  } catch (error) {
    logEvent('error', 'survey.stats.failed', { error: error instanceof Error ? error.message : String(error) });
  }
  return { status: 200, body: { success: true, stats } };
}
