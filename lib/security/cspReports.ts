import 'server-only';
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { mediaTypeOf, readBodyText } from '@/lib/http/body';
import { answerHeaders } from '@/lib/http/json';
import { logEvent } from '@/lib/log/logger.cjs';
import { metrics } from '@/lib/metrics/metrics.cjs';
import { CSP_REPORT_MEDIA_TYPES, violationsOf } from './cspViolations';

export { CSP_REPORT_PATH } from './cspReportPath';

/** A report is well under a kilobyte; a Reporting API batch of a few of them fits easily. */
export const MAX_CSP_REPORT_BYTES = 16 * 1024;
/** Violations logged from one body; the rest are only counted (a batch can be long, the log must not be). */
export const MAX_VIOLATIONS_PER_REPORT = 5;

/** Report bodies one instance takes per window, from everyone together. */
export const CSP_REPORT_BUDGET = { points: 60, seconds: 10 } as const;

/**
 * One budget for all senders, not one per address: the endpoint is open to any browser, so a
 * per-visitor key would keep something per visitor, and a flood from many addresses would still
 * fill the log. A misbehaving page reports the same violation over and over, so what is dropped
 * past the budget is mostly repeats.
 */
export function cspReportBudget(points: number = CSP_REPORT_BUDGET.points, seconds: number = CSP_REPORT_BUDGET.seconds): RateLimiterAbstract {
  return new RateLimiterMemory({ keyPrefix: 'csp-reports', points, duration: seconds });
}

const BUDGET_KEY = 'all';
const defaultBudget = cspReportBudget();

/** Seconds until the budget has room again, or null when this body may be taken. */
async function secondsOverBudget(budget: RateLimiterAbstract): Promise<number | null> {
  try {
    await budget.consume(BUDGET_KEY);
    return null;
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
  }
}

/** Browsers do nothing with the answer: an empty body, never kept. */
function answer(status: number, headers: Record<string, string> = {}): Response {
  return new Response(null, { status, headers: answerHeaders({ headers }) });
}

/**
 * POST /api/csp-report: 415 for a body that is no report type, 429 (Retry-After) past the budget,
 * before the body is read, 413 past MAX_CSP_REPORT_BYTES, 400 for what is no report, else 204.
 * Each violation is one 'csp.violation' log line and one count of bua_csp_violations_total. The
 * request's address and cookies are never read.
 */
export async function handleCspReport(request: Request, budget: RateLimiterAbstract = defaultBudget): Promise<Response> {
  const mediaType = mediaTypeOf(request);
  if (!mediaType || !CSP_REPORT_MEDIA_TYPES.has(mediaType)) return answer(415);
  const retryAfter = await secondsOverBudget(budget);
  if (retryAfter !== null) {
    metrics.cspReportsDropped.inc({ reason: 'throttled' });
    return answer(429, { 'Retry-After': String(retryAfter) });
  }
  const text = await readBodyText(request, MAX_CSP_REPORT_BYTES);
  if (!text.ok) return answer(text.status);
  let value: unknown;
  try {
    value = JSON.parse(text.value);
  } catch {
    return answer(400);
  }
  const violations = violationsOf(mediaType, value);
  if (!violations) return answer(400);

  const excess = violations.length - MAX_VIOLATIONS_PER_REPORT;
  if (excess > 0) metrics.cspReportsDropped.inc({ reason: 'excess' }, excess);
  for (const violation of violations.slice(0, MAX_VIOLATIONS_PER_REPORT)) {
    metrics.cspViolations.inc({ directive: violation.directive, disposition: violation.disposition });
    logEvent('warn', 'csp.violation', { ...violation });
  }
  return answer(204);
}
