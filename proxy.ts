import { NextResponse, type NextRequest } from 'next/server';

/** Session cookie names of next-auth (the __Secure- one over HTTPS). */
const SESSION_COOKIES = ['next-auth.session-token', '__Secure-next-auth.session-token'];

/** Spec 2.1: paths starting /admin or /redaktur, and /profile, need a signed-in user. */
export function isGuardedPath(pathname: string): boolean {
  return pathname.startsWith('/admin') || pathname.startsWith('/redaktur') || pathname === '/profile' || pathname.startsWith('/profile/');
}

/** A path no route serves, so Next renders the 404 page with status 404. */
const NOT_FOUND_PATH = '/404';

export function isWellEncoded(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * Optimistic guard: without a session cookie the visitor goes to /login with returnTo.
 * The real checks (session decryption, roles, bureau) are repeated in server code and WordPress.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  // A malformed percent-encoding would make Next's router answer 500: answer the 404 page instead.
  if (!isWellEncoded(pathname)) return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url));
  if (!isGuardedPath(pathname)) return NextResponse.next();
  const signedIn = SESSION_COOKIES.some((name) => request.cookies.has(name));
  if (signedIn) return NextResponse.next();
  const login = new URL('/login', request.url);
  login.searchParams.set('returnTo', `${pathname}${search}`);
  return NextResponse.redirect(login);
}

export const config = {
  // Every path starting /admin, /redaktur or /profile (isGuardedPath decides precisely), and
  // every path with a percent sign, whose encoding is checked. Other pages never pay for the proxy.
  matcher: ['/(admin|redaktur|profile)(.*)', '/(.*%.*)'],
};
