import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { NextAuthOptions, Session, User } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { siteConfig } from '@/lib/config';
import { getCurrentUser, logoutSession, requestToken, WpError } from '@/lib/wp';
import { exchangeSsoCode, ssoLogoutUrl } from '@/lib/wp/auth/sso';
import { authorizePassword, authorizeSso, type StaffUser } from './authorize';
import { verifyCaptcha } from './captcha';
import { claimsOf, publicSessionOf } from './claims';
import { CAPTCHA_COOKIE, CAPTCHA_COOKIE_PATH, SESSION_MAX_AGE_SECONDS, SSO_STATE_COOKIE, SSO_STATE_COOKIE_PATH } from './constants';
import { isSessionRevoked, revokeSession } from './revocation';
import { loginCallbackPath, sanitizeReturnTo } from './returnTo';
import { LOGIN_ERRORS } from './texts';
import { LoginThrottle } from './throttle';
import { maintainClaims, SessionEndedError, type StaffClaims } from './tokenLifecycle';
import { logEvent } from '@/lib/log/logger.cjs';

/** Expires a cookie of ours from inside the next-auth route handler (Next merges it into the answer). */
async function expireCookie(name: string, path: string) {
  const { cookies } = await import('next/headers');
  (await cookies()).set(name, '', { path, maxAge: 0, httpOnly: true, sameSite: 'lax', secure: siteConfig.url.startsWith('https://') });
}

function loginUrl(): string | null {
  try {
    return ssoLogoutUrl(new URL('/login', siteConfig.url).toString());
  } catch {
    return null;
  }
}

const throttle = new LoginThrottle();

/**
 * next-auth (JWT strategy): the session is an encrypted HttpOnly cookie holding the WordPress
 * token and the user's roles and bureau; the browser only ever sees PublicSession.
 */
export const authOptions: NextAuthOptions = {
  session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: '/login', error: '/login' },
  providers: [
    CredentialsProvider({
      id: 'password',
      name: 'Password',
      credentials: { username: { type: 'text' }, password: { type: 'password' }, captcha: { type: 'text' } },
      async authorize(credentials, req) {
        const user = await authorizePassword(credentials, req, {
          throttle,
          requestToken,
          getCurrentUser,
          verifyCaptcha,
          clearCaptchaCookie: () => expireCookie(CAPTCHA_COOKIE, CAPTCHA_COOKIE_PATH),
          env: process.env,
          now: Date.now,
          sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
        });
        return user as User;
      },
    }),
    CredentialsProvider({
      id: 'sso',
      name: 'SSO',
      credentials: { code: { type: 'text' }, state: { type: 'text' } },
      async authorize(credentials, req) {
        const user = await authorizeSso(credentials, req, {
          exchangeSsoCode,
          clearStateCookie: () => expireCookie(SSO_STATE_COOKIE, SSO_STATE_COOKIE_PATH),
          env: process.env,
        });
        return user as User;
      },
    }),
  ],
  callbacks: {
    // next-auth's default threw (a 500) on a callback address that is not a URL, e.g. a forged
    // next-auth.callback-url cookie: anything that is not one of our own paths goes home.
    redirect({ url, baseUrl }) {
      const path = sanitizeReturnTo(url, baseUrl) ?? loginCallbackPath(url, baseUrl);
      return path ? `${baseUrl}${path}` : baseUrl;
    },
    async jwt({ token, user }) {
      if (user) {
        const staff = user as unknown as StaffUser;
        const claims: StaffClaims = {
          login: staff.login,
          name: staff.name,
          roles: staff.roles,
          bureau: staff.bureau,
          isSso: staff.isSso,
          wpToken: staff.wpToken,
          wpTokenExp: staff.wpTokenExp,
          validatedAt: Math.floor(Date.now() / 1000),
          sid: randomUUID(),
          issuedAt: Math.floor(Date.now() / 1000),
        };
        return { sub: staff.id, ...claims };
      }
      const claims = claimsOf(token);
      if (!claims) throw new SessionEndedError('malformed session');
      if (await isSessionRevoked(claims)) throw new SessionEndedError('session ended on the server');
      return { ...token, ...(await maintainClaims(claims)) };
    },
    async session({ session, token }) {
      const claims = claimsOf(token);
      if (!claims) throw new SessionEndedError('malformed session');
      return publicSessionOf(claims, session.expires, loginUrl()) as unknown as Session;
    },
  },
  events: {
    // Sign-out ends the session on the server: its id is revoked here (a copied cookie opens
    // nothing), and WordPress revokes the user's tokens and cookie sessions. Behaviour §4: the back-end
    // logout's failure is ignored for a normal session; an SSO session then goes on to CAS.
    async signOut({ token }) {
      const claims = claimsOf(token);
      if (!claims) return;
      // The sign-out goes on when the shared store is down: WordPress's logout below still ends the
      // token, and its sessions_revoked notice (retried by the plugin) reaches the store later.
      await revokeSession(claims).catch((error: unknown) => logEvent('error', 'auth.signout.not_revoked', { sid: claims.sid, error: error instanceof Error ? error.message : String(error) }));
      // Behaviour §7: ignored for the user; behaviour §8's text goes to the log for ops.
      await logoutSession(claims.wpToken).catch((error: unknown) => {
        const status = error instanceof WpError ? error.status : 0;
        logEvent('warn', 'auth.logout.failed', { message: LOGIN_ERRORS.logoutRequestFailed(STATUS_CODES[status] ?? (error instanceof Error ? error.message : 'unknown')) });
      });
    },
  },
  logger: {
    error(code, metadata) {
      const error = metadata instanceof Error ? metadata : (metadata as { error?: unknown })?.error;
      if (error instanceof SessionEndedError) logEvent('info', 'auth.session.ended', { reason: error.message });
      else logEvent('error', 'auth.nextauth.error', { code, message: error instanceof Error ? error.message : String(metadata) });
    },
    warn(code) {
      if (code !== 'DEBUG_ENABLED') logEvent('warn', 'auth.nextauth.warning', { code });
    },
    debug() {},
  },
};
