import { NextResponse, type NextRequest } from 'next/server';

/** Session cookie names of next-auth (the __Secure- one over HTTPS). */
const SESSION_COOKIES = ['next-auth.session-token', '__Secure-next-auth.session-token'];

/** Spec 2.1: paths starting /admin or /redaktur, and /profile, need a signed-in user. */
export function isGuardedPath(pathname: string): boolean {
  return pathname.startsWith('/admin') || pathname.startsWith('/redaktur') || pathname === '/profile' || pathname.startsWith('/profile/');
}

/**
 * Optimistic guard: without a session cookie the visitor goes to /login with returnTo.
 * The real checks (session decryption, roles, bureau) are repeated in server code and WordPress.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (!isGuardedPath(pathname)) return NextResponse.next();
  const signedIn = SESSION_COOKIES.some((name) => request.cookies.has(name));
  if (signedIn) return NextResponse.next();
  const login = new URL('/login', request.url);
  login.searchParams.set('returnTo', `${pathname}${search}`);
  return NextResponse.redirect(login);
}

export const config = {
  // Every path starting /admin, /redaktur or /profile; isGuardedPath decides precisely.
  matcher: ['/(admin|redaktur|profile)(.*)'],
};
