import { wpConfig } from '@/lib/config';
import { wpFetch } from '../client';
import { successSchema, surveyStatsSchema, type SurveyStats } from '../schemas';
import { cacheTags } from '@/lib/cache/policy';

/** The five ratings of behaviour §3, best first. */
export const SURVEY_RATINGS = [
  { value: 'sangat_puas', label: 'Sangat Puas' },
  { value: 'puas', label: 'Puas' },
  { value: 'cukup', label: 'Cukup' },
  { value: 'kurang_puas', label: 'Kurang Puas' },
  { value: 'sangat_tidak_puas', label: 'Sangat Tidak Puas' },
] as const;
export type SurveyRating = (typeof SURVEY_RATINGS)[number]['value'];

/** Behaviour §2.3: shown until the server answers. */
export const SURVEY_PLACEHOLDER = { score: 4.46, totalVotes: 215 } as const;

/** GET {custom}/survey-stats: score, totalVotes and the ratings breakdown. */
export async function getSurveyStats(options: { fresh?: boolean } = {}): Promise<SurveyStats> {
  return wpFetch({ path: `${wpConfig.customNamespace}/survey-stats`, schema: surveyStatsSchema, fresh: options.fresh, tags: [cacheTags.surveyStats] });
}

/** POST {custom}/survey with the rating and the page it was given on, for one visitor (lib/http/visitor.ts). */
export async function submitSurveyVote(rating: SurveyRating, page: string, visitor: { ip: string; id: string }) {
  return wpFetch({
    path: `${wpConfig.customNamespace}/survey`,
    method: 'POST',
    body: { rating, page },
    schema: successSchema,
    client: visitor.ip,
    headers: { 'X-BUA-Visitor': visitor.id },
  });
}
