import type { cookies } from 'next/headers';
import { getToken } from 'next-auth/jwt';
import { usableClaims } from './claims';
import { isSessionRevoked } from './revocation';
import type { StaffClaims } from './tokenLifecycle';

/** Where a session is read from: a server component's `cookies()`, or proxy.ts's session cookies by name (next-auth reads both). */
export type SessionCookies = Awaited<ReturnType<typeof cookies>> | Map<string, string>;

/**
 * The one reading of a session: the signed-in user of a request, decrypted from next-auth's
 * session cookie (never from a header), usable (well-formed, its WordPress token not expired) and
 * not ended by a sign-out or by WordPress (lib/auth/revocation.ts; a store that cannot answer
 * counts as ended), or null. proxy.ts reads it for its optimistic check and the staff view's
 * rewrite, server code (lib/auth/session.ts) for the real one. next-auth's own `jwt` callback
 * (lib/auth/options.ts) refreshes the token and checks the same revocation.
 */
export async function readSession(cookies: SessionCookies): Promise<StaffClaims | null> {
  const token = await getToken({ req: { cookies, headers: new Headers() } as unknown as Parameters<typeof getToken>[0]['req'] });
  const claims = usableClaims(token);
  // A copy of a signed-out (or WordPress-ended) session's cookie opens nothing.
  return claims && !(await isSessionRevoked(claims)) ? claims : null;
}
