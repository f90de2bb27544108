import { z } from 'zod';
import { wpConfig } from '@/lib/config';
import { buildWpUrl, wpFetch } from '../client';

/** Answer of {custom}/sso/initiate (behaviour §7: success, redirect_url, message). */
export const ssoInitiateSchema = z.object({
  success: z.boolean().optional(),
  redirect_url: z.string().optional(),
  message: z.string().optional(),
});
export type SsoInitiateAnswer = z.infer<typeof ssoInitiateSchema>;

/** Answer of {custom}/sso/exchange: the WordPress JWT and the profile of the CAS user. */
export const ssoExchangeSchema = z.object({
  success: z.boolean().optional(),
  token: z.string().min(1),
  user_login: z.string().min(1),
  name: z.string().optional(),
  roles: z.array(z.string()).default([]),
  bureau: z.string().nullable().optional(),
});
export type SsoExchangeAnswer = z.infer<typeof ssoExchangeSchema>;

/**
 * GET {custom}/sso/initiate?redirect_to=…&state=…: the CAS login address to send the browser to.
 * `redirectTo` is where CAS and WordPress send the browser back to (WordPress only accepts
 * allow-listed origins); `state` comes back with the code and ties the round trip to this browser.
 */
export async function initiateSso(redirectTo: string, state: string): Promise<SsoInitiateAnswer> {
  return wpFetch({ path: `${wpConfig.customNamespace}/sso/initiate`, query: { redirect_to: redirectTo, state }, schema: ssoInitiateSchema, fresh: true });
}

/**
 * POST {custom}/sso/exchange {code, state}: redeems the short-lived single-use code of the
 * callback; WordPress accepts it only with the state the sign-in was started with.
 */
export async function exchangeSsoCode(code: string, state: string): Promise<SsoExchangeAnswer> {
  return wpFetch({ path: `${wpConfig.customNamespace}/sso/exchange`, method: 'POST', body: { code, state }, schema: ssoExchangeSchema });
}

/** Behaviour §7: the browser goes to {custom}/sso/logout?redirect_to={login url} to end the CAS session. */
export function ssoLogoutUrl(redirectTo: string): string {
  return buildWpUrl(`${wpConfig.customNamespace}/sso/logout`, { redirect_to: redirectTo });
}
