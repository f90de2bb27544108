import { REQUEST_ERRORS, WpError } from '@/lib/wp';
import { LOGIN_ERRORS, LOGIN_VALIDATION } from './texts';

/** Behaviour §8: the message for a failed token request. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof WpError) {
    if (error.status === 401 || error.status === 403) return LOGIN_ERRORS.badCredentials;
    if (error.status >= 500 && error.code === 'invalid_response') return LOGIN_VALIDATION.invalidResponse;
    if (error.status >= 500) return LOGIN_ERRORS.server;
    if (error.message === REQUEST_ERRORS.format) return LOGIN_VALIDATION.invalidResponse;
    return error.message || LOGIN_ERRORS.generic;
  }
  return error instanceof Error && error.message ? error.message : LOGIN_ERRORS.generic;
}
