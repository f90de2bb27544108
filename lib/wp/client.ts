import type { z } from 'zod';
import { logEvent } from '@/lib/log/logger.cjs';
import { metrics } from '@/lib/metrics/metrics.cjs';
import { wpConfig } from '@/lib/config';
import { REQUEST_ERRORS, WpError, httpErrorMessage } from './errors';
import { cacheTags } from '@/lib/cache/policy';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface WpRequest<T> {
  /** Path below the REST root, e.g. `wp/v2/berita` or `${customNamespace}/search`. */
  path: string;
  /** zod schema the answer must match; a mismatch is 'Invalid response format'. */
  schema: z.ZodType<T>;
  method?: 'GET' | 'POST' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** WordPress JWT of the signed-in user; such requests are never cached. */
  token?: string;
  /**
   * A GET as the portal's staff reader (wordpress/plugin/includes/staff-reader.php: the portal key
   * and `X-BUA-Staff-Reader: 1`): published and private posts of every bureau, the same for every
   * staff member (behaviour §6), so cached like an anonymous read (its own cache entry: the header
   * is part of Next's key) and also tagged `wp:staff-shared`. Only the signed-in twins ask for it.
   */
  staffReader?: boolean;
  /** Cache tags for anonymous GETs (lib/cache/policy.ts), expired when WordPress's notices say a post changed. */
  tags?: string[];
  /** Seconds before a cached anonymous GET is refreshed; defaults to WP_REVALIDATE_SECONDS. */
  revalidate?: number;
  /** Bypass the data cache (behaviour §7's forced refresh). */
  fresh?: boolean;
  timeoutMs?: number;
  /** Extra headers, e.g. the visitor's user agent for statistics. */
  headers?: Record<string, string>;
  /**
   * The visitor's address (lib/http/clientAddress.ts) when WordPress counts per visitor: sign-in
   * throttle, survey, visits. WordPress believes it only together with the portal key.
   */
  client?: string;
}

export interface WpResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

/** Builds the absolute URL of a REST call; array values are comma-joined as WordPress expects. */
export function buildWpUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const url = new URL(`${wpConfig.apiRoot}/${path.replace(/^\/+/, '')}`);
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    url.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return url.toString();
}

function cacheOptions<T>(req: WpRequest<T>): Pick<RequestInit, 'cache'> & { next?: { tags?: string[]; revalidate?: number } } {
  const method = req.method ?? 'GET';
  if (method !== 'GET' || req.token || req.fresh) return { cache: 'no-store' };
  const tags = req.staffReader ? [...(req.tags ?? []), cacheTags.staffShared] : req.tags;
  return { next: { tags, revalidate: req.revalidate ?? wpConfig.revalidateSeconds } };
}

/**
 * The one door to WordPress: adds the Bearer token and JSON headers, enforces the time-out,
 * maps every failure onto the request errors of behaviour §8 and validates the answer with zod.
 */
export async function wpRequest<T>(req: WpRequest<T>): Promise<WpResponse<T>> {
  const started = performance.now();
  const method = req.method ?? 'GET';
  try {
    const response = await send(req);
    metrics.wordpressSeconds.observe({ method, outcome: 'ok' }, (performance.now() - started) / 1000);
    return response;
  } catch (error) {
    metrics.wordpressSeconds.observe({ method, outcome: 'error' }, (performance.now() - started) / 1000);
    metrics.wordpressErrors.inc({ kind: errorKind(error) });
    logFailure(req, error, performance.now() - started);
    throw error;
  }
}

/** A failed call for the error counter: WordPress away, a refusal, its own failure, or an answer we cannot use. */
function errorKind(error: unknown): string {
  if (!(error instanceof WpError)) return 'server';
  if (error.isOutage) return 'outage';
  if (error.status === 502) return 'invalid';
  return error.status >= 500 ? 'server' : 'client';
}

/** One log line per failed WordPress call: what, how it failed, how long it took (never the token). */
function logFailure<T>(req: WpRequest<T>, error: unknown, ms: number): void {
  const wp = error instanceof WpError ? error : undefined;
  const level = !wp || wp.isOutage || wp.status >= 500 ? 'error' : wp.isNotFound ? 'info' : 'warn';
  logEvent(level, 'wp.request.failed', {
    method: req.method ?? 'GET',
    path: req.path,
    status: wp?.status ?? 0,
    code: wp?.code,
    message: error instanceof Error ? error.message : String(error),
    outage: wp?.isOutage ?? false,
    signedIn: Boolean(req.token),
    ms: Math.round(ms),
  });
}

async function send<T>(req: WpRequest<T>): Promise<WpResponse<T>> {
  const method = req.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json', ...req.headers };
  if (req.token) headers.Authorization = `Bearer ${req.token}`;
  if (req.body !== undefined) headers['Content-Type'] = 'application/json';
  // The portal's server-to-server key: WordPress's sign-in doors answer only calls that carry it.
  const portalKey = wpConfig.portalKey;
  if (portalKey) headers['X-BUA-Portal-Key'] = portalKey;
  if (portalKey && req.client && req.client !== 'unknown') headers['X-BUA-Client-IP'] = req.client;
  if (req.staffReader && !req.token && method === 'GET') headers['X-BUA-Staff-Reader'] = '1';

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), req.timeoutMs ?? wpConfig.timeoutMs);
  let response: Response;
  let text: string;
  try {
    response = await fetch(buildWpUrl(req.path, req.query), {
      method,
      headers,
      body: req.body === undefined ? undefined : JSON.stringify(req.body),
      signal: controller.signal,
      ...cacheOptions(req),
    });
    text = await response.text();
  } catch (error) {
    if (controller.signal.aborted) throw new WpError(REQUEST_ERRORS.timeout, 504);
    throw new WpError(REQUEST_ERRORS.network, 0, error instanceof Error ? error.name : undefined);
  } finally {
    clearTimeout(timer);
  }

  let json: unknown;
  let parsed = true;
  try {
    json = text === '' ? null : JSON.parse(text);
  } catch {
    parsed = false;
  }

  if (!response.ok) {
    const code = parsed && json && typeof json === 'object' && 'code' in json ? String((json as { code: unknown }).code) : undefined;
    throw new WpError(httpErrorMessage(response.status, response.statusText, parsed ? json : null), response.status, code);
  }
  if (!parsed) throw new WpError(REQUEST_ERRORS.parse, 502);

  const result = req.schema.safeParse(json);
  if (!result.success) throw new WpError(REQUEST_ERRORS.format, 502, 'invalid_response');
  return { data: result.data, status: response.status, headers: response.headers };
}

/** wpRequest when only the body matters. */
export async function wpFetch<T>(req: WpRequest<T>): Promise<T> {
  return (await wpRequest(req)).data;
}
