import { wpConfig } from '@/lib/config';
import { wpFetch } from '../client';
import { successSchema, visitorCountSchema } from '../schemas';
import { cacheTags } from '@/lib/cache/policy';
import { LIFETIMES } from '@/lib/cache/lifetimes.cjs';

export type VisitorPeriod = 'today' | 'month' | 'all_time';
/** Visits per period, as the home page's statistics show them. */
export type VisitorCounts = Record<VisitorPeriod, number>;
export const VISITOR_PERIODS: readonly VisitorPeriod[] = ['today', 'month', 'all_time'];

/** GET {stats}/count?period=…: number of visitors in the period. */
export async function getVisitorCount(period: VisitorPeriod, options: { fresh?: boolean } = {}): Promise<number> {
  const result = await wpFetch({
    path: `${wpConfig.statsNamespace}/count`,
    query: { period },
    schema: visitorCountSchema,
    fresh: options.fresh,
    revalidate: LIFETIMES.wordpress.visitorCount,
    tags: [cacheTags.visitorStats],
  });
  return result.count;
}

/** POST {stats}/track: one page view of one visitor (lib/http/visitor.ts); WordPress counts each once a day. */
export async function trackVisit(visitor: { ip: string; id: string }) {
  return wpFetch({
    path: `${wpConfig.statsNamespace}/track`,
    method: 'POST',
    schema: successSchema,
    client: visitor.ip,
    headers: { 'X-BUA-Visitor': visitor.id },
  });
}
