import type { SurveyRating, SurveyStats } from '@/lib/wp';
import { HOME_TEXTS } from '@/lib/content/home';

/** The portal route the browser votes through (app/api/survey/route.ts). */
export const SURVEY_ENDPOINT = '/api/survey';

export type SurveySubmitResult =
  | { ok: true; stats: SurveyStats | null }
  | { ok: false; message: string };

function isSurveyStats(value: unknown): value is SurveyStats {
  if (!value || typeof value !== 'object') return false;
  const stats = value as Partial<SurveyStats>;
  return typeof stats.score === 'number' && typeof stats.totalVotes === 'number' && Array.isArray(stats.ratings);
}

/**
 * Sends one vote and answers the fresh statistics the route returns, so the block updates without
 * a second request. A repeat vote (429) answers WordPress's own explanation; any other failure the
 * behaviour §8 text.
 */
export async function submitSurvey(rating: SurveyRating, page: string): Promise<SurveySubmitResult> {
  try {
    const response = await fetch(SURVEY_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ rating, page }),
    });
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const message = body && typeof body === 'object' && 'message' in body ? (body as { message: unknown }).message : null;
      return { ok: false, message: response.status === 429 && typeof message === 'string' && message ? message : HOME_TEXTS.surveyFailed };
    }
    const stats = body && typeof body === 'object' && 'stats' in body ? (body as { stats: unknown }).stats : null;
    return { ok: true, stats: isSurveyStats(stats) ? stats : null };
  } catch {
    return { ok: false, message: HOME_TEXTS.surveyFailed };
  }
}
