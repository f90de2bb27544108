import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { hasAnyRole } from './claims';
import { ROLES, type StaffRole } from './constants';
import { readSession } from './readSession';
import type { StaffClaims } from './tokenLifecycle';

/**
 * The signed-in user of this request (lib/auth/readSession.ts), or null. Read-only: refresh and
 * validation happen in /api/auth/session, where the cookie can be rewritten. Calling this makes a
 * page dynamic — never call it from a public page. Memoised for the render (React's cache): the
 * layout, the page and their components share one decryption and one revocation lookup.
 */
export const getAuthSession = cache(async function getAuthSession(): Promise<StaffClaims | null> {
  return readSession(await cookies());
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
