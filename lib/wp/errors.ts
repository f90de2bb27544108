import { HttpStatusError } from '@/lib/http/statusError';
import { wordpressAwayDigest } from '@/lib/http/statusMarks.cjs';

/** The request errors of behaviour §8, raised by every call in lib/wp. */
export const REQUEST_ERRORS = {
  timeout: 'Request timed out',
  network: 'Network error occurred',
  parse: 'Failed to parse JSON response...',
  format: 'Invalid response format',
} as const;

/** A failed WordPress call: status 0 for a network failure, 504 for a time-out (behaviour §8); code as WordPress gave it, e.g. `rest_post_invalid_id`. */
export class WpError extends HttpStatusError {
  /**
   * Set for an outage: Next writes a thrown error's digest into the error answer it renders, and
   * the portal's server answers that 503 with Retry-After instead of 500 (lib/http/statusMarks.cjs).
   */
  readonly digest?: string;

  constructor(message: string, status: number, code?: string) {
    super('WpError', message, status, code);
    if (this.isOutage) this.digest = wordpressAwayDigest();
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }

  get isAuthError(): boolean {
    return this.status === 401 || this.status === 403;
  }

  /** WordPress down, unreachable, too slow or answering garbage: not an answer about the content. */
  get isOutage(): boolean {
    return this.status === 0 || this.status >= 500;
  }
}

/** Whether a failed call failed for want of WordPress (down, too slow, answering 5xx or garbage). */
export function isWordPressAway(error: unknown): boolean {
  return error instanceof WpError && error.isOutage;
}

/** Message for a failed answer: the server's message, else the status text, else 'HTTP error {status}'. */
export function httpErrorMessage(status: number, statusText: string, body: unknown): string {
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message.trim();
  }
  return statusText.trim() || `HTTP error ${status}`;
}
