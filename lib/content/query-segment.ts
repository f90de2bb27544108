import type { RawSearchParams } from './search-query';

/**
 * A query string carried as one path segment (the cached search and SAKIP list pages): reading it
 * back. Free of zod, so the search page's error boundary (client code) can use it.
 */

/** The address part as it came, decoded once (a malformed one is kept as it came). */
export function decodeSegment(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** A query string as Next hands pages their searchParams (a repeated key as a list). */
export function rawParamsOf(query: URLSearchParams): RawSearchParams {
  const raw: RawSearchParams = {};
  for (const key of new Set(query.keys())) {
    const values = query.getAll(key);
    raw[key] = values.length === 1 ? values[0] : values;
  }
  return raw;
}

/** The query a segment carries. */
export function queryOfSegment(segment: string): URLSearchParams {
  return new URLSearchParams(decodeSegment(segment));
}
