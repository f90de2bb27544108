import { SESSION_HINT_COOKIE, SESSION_MAX_AGE_SECONDS, sessionCookieName, usesSecureCookies } from './constants';

/**
 * Keeps the non-HttpOnly `bua_session=1` hint in step with next-auth's session cookie: whenever
 * an auth answer sets the session cookie the hint is set too, and cleared when the session cookie
 * is cleared (sign-out, or a session ended by the jwt callback). It carries no secret.
 */
export function withSessionHint(response: Response, env: NodeJS.ProcessEnv = process.env): Response {
  const secure = usesSecureCookies(env);
  const name = sessionCookieName(secure);
  const cookies = response.headers.getSetCookie();
  const session = cookies.filter((cookie) => cookie.startsWith(`${name}=`) || cookie.startsWith(`${name}.0=`));
  if (session.length === 0) return response;
  const signedIn = session.some((cookie) => !/^[^=]+=;/.test(cookie) && !/max-age=0\b/i.test(cookie) && !/expires=thu, 01 jan 1970/i.test(cookie));
  const attributes = `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  response.headers.append('Set-Cookie', signedIn ? `${SESSION_HINT_COOKIE}=1; ${attributes}; Max-Age=${SESSION_MAX_AGE_SECONDS}` : `${SESSION_HINT_COOKIE}=; ${attributes}; Max-Age=0`);
  return response;
}
