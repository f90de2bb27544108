import { WpError } from '@/lib/wp';
import { initiateSso } from '@/lib/wp/auth/sso';
import { sanitizeReturnTo } from './returnTo';
import { SSO_TEXTS } from './texts';

export type SsoStart = { success: true; redirect_url: string } | { success: false; message: string };

/**
 * Behaviour §4 "single sign-on start" on the server: asks WordPress for the CAS login address for
 * origin + returnTo (or '/'), mapping every failure onto the behaviour §8 initiation texts.
 */
export async function startSso(origin: string, returnTo: unknown, state: string, initiate: typeof initiateSso = initiateSso): Promise<SsoStart> {
  const redirectTo = new URL(sanitizeReturnTo(returnTo) ?? '/', origin).toString();
  let answer;
  try {
    answer = await initiate(redirectTo, state);
  } catch (error) {
    if (error instanceof WpError) {
      if (error.status === 0 || error.status === 504) return { success: false, message: SSO_TEXTS.initiateGeneric };
      if (error.code === 'invalid_response' || error.status === 502) return { success: false, message: SSO_TEXTS.initiateInvalid };
      return { success: false, message: error.code ? error.message || SSO_TEXTS.initiateFailed : SSO_TEXTS.initiateStatus(error.status) };
    }
    return { success: false, message: SSO_TEXTS.initiateGeneric };
  }
  if (answer.success === false) return { success: false, message: answer.message || SSO_TEXTS.initiateFailed };
  if (answer.success !== true || !answer.redirect_url) return { success: false, message: SSO_TEXTS.initiateInvalid };
  try {
    const url = new URL(answer.redirect_url);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return { success: false, message: SSO_TEXTS.initiateInvalid };
  } catch {
    return { success: false, message: SSO_TEXTS.initiateInvalid };
  }
  return { success: true, redirect_url: answer.redirect_url };
}
