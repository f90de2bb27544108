import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getToken } from 'next-auth/jwt';
import { cache } from 'react';
import { hasAnyRole, usableClaims } from './claims';
import { ROLES, type StaffRole } from './constants';
import { isSessionRevoked } from './revocation';
import type { StaffClaims } from './tokenLifecycle';

/**
 * The signed-in user of this request, decrypted from the session cookie (never from a header),
 * or null. Read-only: refresh and validation happen in /api/auth/session, where the cookie can be
 * rewritten. Calling this makes a page dynamic — never call it from a public page. Memoised for
 * the render (React's cache): the layout, the page and their components share one decryption and
 * one revocation lookup.
 */
export const getAuthSession = cache(async function getAuthSession(): Promise<StaffClaims | null> {
  const jar = await cookies();
  const token = await getToken({ req: { cookies: jar, headers: new Headers() } as unknown as Parameters<typeof getToken>[0]['req'] });
  const claims = usableClaims(token);
  // A copy of a signed-out (or WordPress-ended) session's cookie opens nothing.
  return claims && !(await isSessionRevoked(claims)) ? claims : null;
});

/**
 * Behaviour §2.1/6, repeated on the server for every staff page, route handler and server action:
 * nobody signed in → /login?returnTo=…; signed in without one of the roles → /.
 * `roles` null means any signed-in user (/profile).
 */
export async function requireStaff(roles: readonly StaffRole[] | null, returnTo: string): Promise<StaffClaims> {
  const session = await getAuthSession();
  if (!session) redirect(`/login?returnTo=${encodeURIComponent(returnTo)}`);
  if (!hasAnyRole(session, roles)) redirect('/');
  return session;
}

export const requireAdmin = (returnTo: string) => requireStaff([ROLES.admin], returnTo);
export const requireRedaktur = (returnTo: string) => requireStaff([ROLES.redaktur], returnTo);
