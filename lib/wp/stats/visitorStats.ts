import { wpConfig } from '@/lib/config';
import { wpFetch } from '../client';
import { successSchema, visitorCountSchema } from '../schemas';
import { cacheTags } from '../tags';

export type VisitorPeriod = 'today' | 'month' | 'all_time';
export const VISITOR_PERIODS: readonly VisitorPeriod[] = ['today', 'month', 'all_time'];

/** GET {stats}/count?period=…: number of visitors in the period. */
export async function getVisitorCount(period: VisitorPeriod, options: { fresh?: boolean } = {}): Promise<number> {
  const result = await wpFetch({
    path: `${wpConfig.statsNamespace}/count`,
    query: { period },
    schema: visitorCountSchema,
    fresh: options.fresh,
    revalidate: 30,
    tags: [cacheTags.visitorStats],
  });
  return result.count;
}

/** POST {stats}/track: counts one page view; the visitor's address and agent are passed on for the daily hash. */
export async function trackVisit(visitor: { ip?: string; userAgent?: string } = {}) {
  const headers: Record<string, string> = {};
  if (visitor.ip) headers['X-Forwarded-For'] = visitor.ip;
  if (visitor.userAgent) headers['User-Agent'] = visitor.userAgent;
  return wpFetch({ path: `${wpConfig.statsNamespace}/track`, method: 'POST', schema: successSchema, headers });
}
