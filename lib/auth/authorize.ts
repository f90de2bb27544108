import { randomUUID } from 'node:crypto';
import { getCurrentUser, requestToken, WpError } from '@/lib/wp';
import { exchangeSsoCode } from '@/lib/wp/auth/sso';
import { verifyCaptcha } from './captcha';
import { SharedStoreUnavailableError } from './stores';
import { clientAddress } from '@/lib/http/clientAddress';
import { CAPTCHA_COOKIE, SSO_STATE_COOKIE } from './constants';
import { loginErrorMessage } from './loginErrors';
import { LoginThrottle, retryMinutes } from './throttle';
import { LOGIN_ERRORS, LOGIN_VALIDATION } from './texts';
import { jwtExpiry, profileFrom, type StaffClaims } from './tokenLifecycle';
import { hasErrors, validateLoginFields } from './validation';
import { metrics } from '@/lib/metrics/metrics.cjs';
import { verifySsoState } from './ssoState';

/** What authorize hands next-auth: becomes the session's claims in the jwt callback. */
export interface StaffUser extends Omit<StaffClaims, 'validatedAt' | 'sid' | 'issuedAt'> {
  id: string;
}

/** The request as next-auth gives it to authorize (headers with lower-case names). */
export interface AuthorizeRequest {
  headers?: Record<string, string | string[] | undefined>;
}

export interface PasswordAuthDeps {
  throttle: LoginThrottle;
  requestToken: typeof requestToken;
  getCurrentUser: typeof getCurrentUser;
  verifyCaptcha: typeof verifyCaptcha;
  /** Forgets the captcha cookie in the browser (best effort: the seal is single use anyway). */
  clearCaptchaCookie: () => Promise<void>;
  env: NodeJS.ProcessEnv;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

/** A cookie from the raw Cookie header. */
export function readCookie(headers: AuthorizeRequest['headers'], name: string): string | undefined {
  const raw = headers?.cookie;
  const header = Array.isArray(raw) ? raw.join('; ') : raw;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      const value = part.slice(index + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return undefined;
}

function field(credentials: Record<string, unknown> | undefined, name: string): string {
  const value = credentials?.[name];
  return typeof value === 'string' ? value : '';
}

/** Builds the signed-in user from a fresh WordPress token and its current-user answer. */
async function staffUser(token: string, login: string, isSso: boolean, lookup: typeof getCurrentUser, known?: { roles: string[]; bureau: string | null; name?: string }): Promise<StaffUser> {
  if (!token) throw new Error(LOGIN_ERRORS.noTokenGiven);
  const exp = jwtExpiry(token);
  if (!exp) throw new Error(LOGIN_ERRORS.noToken);
  let profile;
  if (known) {
    profile = profileFrom({ user_login: login, name: known.name, roles: known.roles, bureau: known.bureau }, login);
  } else {
    try {
      profile = profileFrom(await lookup(token), login);
    } catch (error) {
      throw new Error(error instanceof WpError && error.message ? error.message : LOGIN_ERRORS.contextFailed);
    }
  }
  return { id: profile.login || randomUUID(), ...profile, isSso, wpToken: token, wpTokenExp: exp };
}

/**
 * Password sign-in (next-auth Credentials provider 'password'). In this order: the behaviour §5 checks
 * again, the throttle (per client and per username), the sealed single-use captcha — so no
 * password reaches WordPress before the captcha is right — then {auth}/token and current-user.
 * Every refusal throws an Error whose message is the text the login page shows.
 */
export async function authorizePassword(credentials: Record<string, unknown> | undefined, req: AuthorizeRequest, deps: PasswordAuthDeps): Promise<StaffUser> {
  return counted('password', () => passwordSignIn(credentials, req, deps));
}

/** A sign-in the throttle refused (its message is the login page's text, as for every refusal). */
class ThrottledSignIn extends Error {}

/** Counts a sign-in's outcome (bua_sign_ins_total) and passes it on as it was. */
async function counted(method: 'password' | 'sso', signIn: () => Promise<StaffUser>): Promise<StaffUser> {
  try {
    const user = await signIn();
    metrics.signIns.inc({ method, outcome: 'succeeded' });
    return user;
  } catch (error) {
    metrics.signIns.inc({ method, outcome: error instanceof ThrottledSignIn ? 'throttled' : 'failed' });
    throw error;
  }
}

async function passwordSignIn(credentials: Record<string, unknown> | undefined, req: AuthorizeRequest, deps: PasswordAuthDeps): Promise<StaffUser> {
  const username = field(credentials, 'username').trim();
  const password = field(credentials, 'password');
  const captcha = field(credentials, 'captcha');
  const errors = validateLoginFields({ username, password, captcha });
  if (hasErrors(errors)) throw new Error(errors.username ?? errors.password ?? errors.captcha ?? LOGIN_ERRORS.loginFailed);

  const client = clientAddress(req.headers);
  const verdict = await deps.throttle.check(client, username);
  if (verdict.blocked) throw new ThrottledSignIn(LOGIN_ERRORS.throttled(retryMinutes(verdict.retryAfterMs)));
  // A username many addresses are guessing at is slowed, never locked (its owner must get in).
  if (verdict.delayMs > 0) await deps.sleep(verdict.delayMs);

  const sealed = readCookie(req.headers, CAPTCHA_COOKIE);
  // With the shared store down no captcha can be checked: say so rather than call it wrong.
  const captchaOk = await deps.verifyCaptcha(sealed, captcha, { now: deps.now(), env: deps.env }).catch((error: unknown) => {
    if (error instanceof SharedStoreUnavailableError) throw new Error(LOGIN_ERRORS.server);
    throw error;
  });
  await deps.clearCaptchaCookie().catch(() => undefined);
  if (!captchaOk) {
    await deps.throttle.fail(client, null);
    throw new Error(LOGIN_VALIDATION.captchaInvalid);
  }

  let token: string;
  try {
    token = await deps.requestToken(username, password, client);
  } catch (error) {
    if (error instanceof WpError && (error.isAuthError || error.status === 429)) await deps.throttle.fail(client, username);
    throw new Error(loginErrorMessage(error));
  }
  const user = await staffUser(token, username, false, deps.getCurrentUser);
  await deps.throttle.succeed(client, username);
  return user;
}

export interface SsoAuthDeps {
  exchangeSsoCode: typeof exchangeSsoCode;
  clearStateCookie: () => Promise<void>;
  env: NodeJS.ProcessEnv;
}

/**
 * Single sign-on hand-off (Credentials provider 'sso'): the callback's short-lived single-use code
 * is redeemed on the server for the WordPress token; the state must match this browser's cookie
 * (so nobody can sign a victim into the attacker's account with a code of their own).
 */
export async function authorizeSso(credentials: Record<string, unknown> | undefined, req: AuthorizeRequest, deps: SsoAuthDeps): Promise<StaffUser> {
  return counted('sso', () => ssoSignIn(credentials, req, deps));
}

async function ssoSignIn(credentials: Record<string, unknown> | undefined, req: AuthorizeRequest, deps: SsoAuthDeps): Promise<StaffUser> {
  const code = field(credentials, 'code').trim();
  const state = field(credentials, 'state');
  if (!code) throw new Error(LOGIN_ERRORS.noTokenGiven);
  const stateOk = await verifySsoState(readCookie(req.headers, SSO_STATE_COOKIE), state, deps.env);
  await deps.clearStateCookie().catch(() => undefined);
  if (!stateOk) throw new Error(LOGIN_ERRORS.authenticationFailed);
  let answer;
  try {
    answer = await deps.exchangeSsoCode(code, state);
  } catch (error) {
    throw new Error(error instanceof WpError && error.message && !error.isAuthError ? loginErrorMessage(error) : LOGIN_ERRORS.authenticationFailed);
  }
  return staffUser(answer.token, answer.user_login, true, getCurrentUser, { roles: answer.roles, bureau: answer.bureau ?? null, name: answer.name });
}
