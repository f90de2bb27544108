import { CACHE_CONTROL, OUTAGE_RETRY_AFTER_SECONDS } from '@/lib/cache/policy';
import { WORDPRESS_AWAY_HEADER } from './statusMarks.cjs';

/** One of the portal's Cache-Control values (lib/cache/policy.ts). */
export type CacheControl = (typeof CACHE_CONTROL)[keyof typeof CACHE_CONTROL];

export interface AnswerOptions {
  /** HTTP status; 200 when left out. */
  status?: number;
  /** Never kept anywhere (CACHE_CONTROL.noStore) unless said otherwise. */
  cacheControl?: CacheControl;
  /** More headers (Set-Cookie, Retry-After, Location…); an undefined value is left out. */
  headers?: Record<string, string | undefined>;
}

/** What a lib function decided a route handler answers: a status and a JSON body. */
export interface JsonAnswer<T = unknown> {
  status: number;
  body: T;
  /** The failure was WordPress being away: the portal's server sends it as 503 with Retry-After. */
  wordpressAway?: boolean;
}

/** The headers of a route handler's answer: its Cache-Control and the given ones. */
export function answerHeaders(options: Omit<AnswerOptions, 'status'> = {}): Headers {
  const headers = new Headers({ 'Cache-Control': options.cacheControl ?? CACHE_CONTROL.noStore });
  for (const [name, value] of Object.entries(options.headers ?? {})) if (value !== undefined) headers.set(name, value);
  return headers;
}

/** A lib function's answer as a route handler's Response, saying so when WordPress was away (lib/http/statusMarks.cjs). */
export function answerResponse(answer: JsonAnswer, options: Omit<AnswerOptions, 'status'> = {}): Response {
  const headers = answer.wordpressAway ? { ...options.headers, [WORDPRESS_AWAY_HEADER]: '1' } : options.headers;
  return jsonResponse(answer.body, { ...options, headers, status: answer.status });
}

/** A JSON answer of a route handler (every JSON answer of app/api goes through here). */
export function jsonResponse(body: unknown, options: AnswerOptions = {}): Response {
  return Response.json(body, { status: options.status ?? 200, headers: answerHeaders(options) });
}

/** 303 See Other to `location`: the browser goes on with a GET. */
export function seeOther(location: string, cacheControl: CacheControl): Response {
  return new Response(null, { status: 303, headers: answerHeaders({ cacheControl, headers: { Location: location } }) });
}

/**
 * A route handler's plain-text answer while WordPress is away: 503 with Retry-After. Never kept:
 * the cache handler keeps only a route's 200 (lib/cache/sharedCacheHandler.cjs), so a cached
 * route's last good copy stays and is served again.
 */
export function unavailableText(text: string): Response {
  return new Response(text, { status: 503, headers: answerHeaders({ headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': String(OUTAGE_RETRY_AFTER_SECONDS) } }) });
}
