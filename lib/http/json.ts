import { CACHE_CONTROL } from '@/lib/cache/policy';

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
}

/** The headers of a route handler's answer: its Cache-Control and the given ones. */
export function answerHeaders(options: Omit<AnswerOptions, 'status'> = {}): Headers {
  const headers = new Headers({ 'Cache-Control': options.cacheControl ?? CACHE_CONTROL.noStore });
  for (const [name, value] of Object.entries(options.headers ?? {})) if (value !== undefined) headers.set(name, value);
  return headers;
}

/** A JSON answer of a route handler (every JSON answer of app/api goes through here). */
export function jsonResponse(body: unknown, options: AnswerOptions = {}): Response {
  return Response.json(body, { status: options.status ?? 200, headers: answerHeaders(options) });
}

/** 303 See Other to `location`: the browser goes on with a GET. */
export function seeOther(location: string, cacheControl: CacheControl): Response {
  return new Response(null, { status: 303, headers: answerHeaders({ cacheControl, headers: { Location: location } }) });
}
