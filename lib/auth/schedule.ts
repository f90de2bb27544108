import { SESSION_VALIDATE_INTERVAL_SECONDS, TOKEN_REFRESH_MARGIN_SECONDS } from './constants';

/** Timing rules of behaviour §4 (pure; used by the server's jwt callback and the browser's timers). */

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Behaviour §4: refresh 5 minutes before expiry. */
export function refreshDueAt(wpTokenExp: number): number {
  return wpTokenExp - TOKEN_REFRESH_MARGIN_SECONDS;
}

export function isTokenExpired(claims: { wpTokenExp: number }, now = nowSeconds()): boolean {
  return !Number.isFinite(claims.wpTokenExp) || now >= claims.wpTokenExp;
}

export function needsRefresh(claims: { wpTokenExp: number }, now = nowSeconds()): boolean {
  return now >= refreshDueAt(claims.wpTokenExp);
}

/** Behaviour §4: validation every 15 minutes (a minute early, so the browser's 15-minute poll always finds it due). */
export function needsValidation(claims: { validatedAt: number }, now = nowSeconds()): boolean {
  return now - (claims.validatedAt || 0) >= SESSION_VALIDATE_INTERVAL_SECONDS - 60;
}

/**
 * Milliseconds until the browser should ask for its session again so the server refreshes the
 * token: 5 minutes before exp, plus a second so the server finds the refresh due. 0 when due now.
 */
export function clientRefreshDelayMs(wpTokenExp: number, nowMs = Date.now()): number {
  return Math.max(0, refreshDueAt(wpTokenExp) * 1000 + 1000 - nowMs);
}

/** Behaviour §4: the browser asks for its session every 15 minutes, which makes the server validate. */
export const CLIENT_VALIDATE_INTERVAL_MS = SESSION_VALIDATE_INTERVAL_SECONDS * 1000;
