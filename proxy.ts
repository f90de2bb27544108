import { NextResponse, type NextRequest } from 'next/server';
import { hasAnyRole, rolesForPath } from '@/lib/auth/claims';
import { LOGIN_PENDING_COOKIE, SESSION_HINT_COOKIE } from '@/lib/auth/constants';
import { readSession } from '@/lib/auth/readSession';
import { destinationAfterLogin } from '@/lib/auth/returnTo';
import { CACHE_CONTROL } from '@/lib/cache/policy';
import { cachedListPath } from '@/lib/content/cachedLists';
import { POST_TYPES } from '@/lib/content/content-types';
import { seesStaffView } from '@/lib/auth/visibility';
import { onSiteOrigin } from '@/lib/http/visitorOrigin';

/**
 * Session cookie names of next-auth: the __Secure- one over HTTPS; `.0`, `.1` … when chunked. Only
 * these spellings count (next-auth itself would read any name that starts so, which nginx's
 * "signed in" test, deploy/nginx/bua-portal.conf, would not see).
 */
const SESSION_COOKIE = /^(?:__Secure-)?next-auth\.session-token(?:\.\d+)?$/;

/** Behaviour §2.1: paths starting /admin or /redaktur, and /profile, need a signed-in user. */
export function isGuardedPath(pathname: string): boolean {
  return rolesForPath(pathname) !== undefined;
}

const ADMIN_DASHBOARD_ALIAS = '/admin-dashboard';

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
 * The path as any lenient router might read it, for the guard decision only: percent-decoded
 * (repeatedly, for double encodings), backslashes as slashes, lower case, `;params` and trailing
 * dots or spaces of a segment dropped, empty, `.` and `..` segments resolved. `/%61dmin`,
 * `//ADMIN/`, `/admin;x`, `/x/../admin.` all become `/admin`.
 */
export function normalizePath(pathname: string): string {
  let path = pathname;
  for (let i = 0; i < 3; i += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      break;
    }
    if (decoded === path) break;
    path = decoded;
  }
  const segments: string[] = [];
  for (const raw of path.replace(/\\/g, '/').toLowerCase().split('/')) {
        const segment = raw.split(';')[0]!.replace(/[\u0000-\u001f\u007f]/g, '');
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      segments.pop();
      continue;
    }
    const trimmed = segment.replace(/[.\s]+$/, '');
    if (trimmed) segments.push(trimmed);
  }
  return `/${segments.join('/')}`;
}

/**
 * The public pages with a signed-in twin: home, search, the archive and its pages, and each post
 * type's landing, bureau listings (and their pages) and details. A twin's address is the public one below /internal
 * (app/(internal)/internal mirrors app/(site); app/(internal)/twins.test.ts holds the two trees to it).
 */
const POST_TYPE = `(?:${POST_TYPES.join('|')})`;
const TWINNED_PAGES: readonly RegExp[] = [/^\/(?:search(?:\/hasil\/[^/]+)?|berita\/arsip(?:\/[^/]+)?)?$/, new RegExp(`^/${POST_TYPE}(?:/biro/[^/]+(?:/halaman/[^/]+|/[^/]+)?|/[^/]+)?$`)];

/**
 * The signed-in twin of a public content page (the staff view: private posts with the INTERNAL
 * badge, rendered once for all staff and cached); null for other paths.
 */
export function internalTwinPath(pathname: string): string | null {
  if (!TWINNED_PAGES.some((pattern) => pattern.test(pathname))) return null;
  return pathname === '/' ? '/internal' : `/internal${pathname}`;
}

function sessionCookies(request: NextRequest): Map<string, string> {
  return new Map(request.cookies.getAll().filter(({ name }) => SESSION_COOKIE.test(name)).map(({ name, value }) => [name, value]));
}

function hasSessionCookie(request: NextRequest): boolean {
  return sessionCookies(request).size > 0;
}

/**
 * The request's session (lib/auth/readSession.ts), read from the session cookies' exact spellings
 * only. This is the whole check in front of the cached staff view, which renders no session of
 * its own.
 */
async function sessionOf(request: NextRequest) {
  const cookies = sessionCookies(request);
  return cookies.size === 0 ? null : readSession(cookies);
}

/**
 * Sign-in happens on the site's one address (SITE_URL): the session and the SSO state cookies belong
 * to its origin, and CAS sends the visitor back there. /login asked on another origin (an IP address,
 * `www.` or not, another port or scheme) moves to the same step on SITE_URL first
 * (lib/http/visitorOrigin.ts: never to the address asked for); null when already there.
 */
function siteHostAddress(request: NextRequest): NextResponse | null {
  const target = onSiteOrigin(request.headers, `${request.nextUrl.pathname}${request.nextUrl.search}`);
  return target ? NextResponse.redirect(target, 307) : null;
}

/** Forgets a stale "signed in" hint so the header stops asking for a session that is gone. */
function syncHint(request: NextRequest, response: NextResponse, signedIn: boolean): NextResponse {
  if (!signedIn && request.cookies.has(SESSION_HINT_COOKIE)) response.cookies.delete(SESSION_HINT_COOKIE);
  return response;
}

function privateResponse(response: NextResponse): NextResponse {
  response.headers.set('Cache-Control', CACHE_CONTROL.signedInPage);
  return response;
}

/**
 * The pages where a browser signs in without leaving them (the password form, the SSO hand-off).
 */
const SIGN_IN_PAGES: ReadonlySet<string> = new Set(['/login', '/auth/sso-callback']);

/**
 * A router request (`Next-Url` names the page it comes from) made with the page tree of the other
 * view: the session began or ended under a page whose router keeps prefetching. A public page, or a
 * sign-in page, once the session cookie is there (a sign-in on that page or in another tab); a
 * staff-view page (its `Next-Url` is its /internal address) once the session has ended (the
 * sign-out leaves the page a moment later). The parts it asks for do not exist in the view the
 * request is routed to (Next would answer 404), so it gets "no prefetch" (204): the page loads its
 * next page in full anyway. Pages of neither view (staff screens, profiles, SAKIP) fetch their
 * trees per request and are let through.
 */
function asksWithOtherViewsTree(request: NextRequest, staffView: boolean): boolean {
  const from = request.headers.get('next-url');
  if (from === null) return false;
  const fromStaffView = from === '/internal' || from.startsWith('/internal/');
  if (staffView) return !fromStaffView && (SIGN_IN_PAGES.has(from) || internalTwinPath(from) !== null);
  return fromStaffView;
}

/**
 * Guard and router for signed-in pages. For staff pages it is the optimistic check: the real one is
 * repeated in server code (requireStaff in every staff page and handler) and WordPress. For the
 * staff view it is the check: those pages are cached once for all staff, and WordPress lets them
 * contain only what its staff reader may read (published and private posts).
 * - malformed percent-encoding → the 404 page (Next's router would answer 500);
 * - /internal… without a session that sees the staff view → 404 (the twins are meant to be reached
 *   through the rewrite);
 * - guarded paths (decided on the normalised path): nobody signed in → /login?returnTo=…,
 *   signed in without the role → /;
 * - /login while signed in (and no login finishing) → returnTo or the role's dashboard;
 * - public content paths with a session that sees the staff view (lib/auth/claims.ts) → rewritten to
 *   their twin; the anonymous pages never see a session, and the twins are never sent to anyone
 *   else. Other signed-in accounts get the public pages, as WordPress would show them.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (!isWellEncoded(pathname)) return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url));
  const normalized = normalizePath(pathname);
  const isTwin = normalized === '/internal' || normalized.startsWith('/internal/');
  const required = rolesForPath(normalized);
  const isLogin = normalized === '/login';
  // A search or a filtered SAKIP list: its cached page (lib/content/cachedLists.ts).
  const listPath = search ? cachedListPath(pathname, request.nextUrl.searchParams) : null;
  const page = listPath ?? pathname;
  const twin = internalTwinPath(page);
  if (required === undefined && !isLogin && !twin && !isTwin) {
    const response = listPath ? NextResponse.rewrite(new URL(listPath, request.url)) : NextResponse.next();
    return syncHint(request, response, hasSessionCookie(request));
  }

  const session = await sessionOf(request);
  const staffView = session !== null && seesStaffView(session);

  // The twins: in a production server the rewrite below comes back through the proxy with the
  // /internal path (Next resolves a rewrite to a dynamic route with a second pass). Without a
  // session that sees the staff view they do not exist.
  if (isTwin) return staffView ? privateResponse(NextResponse.next()) : NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url));

  if (required !== undefined) {
    if (!session) {
      const login = new URL('/login', request.url);
      login.searchParams.set('returnTo', `${pathname}${search}`);
      return syncHint(request, NextResponse.redirect(login), false);
    }
    if (!hasAnyRole(session, required)) return NextResponse.redirect(new URL('/', request.url));
    // Behaviour §4's admin landing address is an alias of /admin. Resolved here, after the guard, so a
    // visitor reaches /login?returnTo=/admin-dashboard in one redirect (a next.config redirect
    // runs before the proxy: two hops).
    if (normalized === ADMIN_DASHBOARD_ALIAS) return privateResponse(NextResponse.redirect(new URL('/admin', request.url)));
    return privateResponse(NextResponse.next());
  }

  if (isLogin) {
    const onSiteHost = siteHostAddress(request);
    if (onSiteHost) return onSiteHost;
    if (session && !request.cookies.has(LOGIN_PENDING_COOKIE)) {
      const destination = destinationAfterLogin(request.nextUrl.searchParams.get('returnTo'), session.roles);
      return privateResponse(NextResponse.redirect(new URL(destination, request.url)));
    }
    return syncHint(request, NextResponse.next(), Boolean(session));
  }

  if (twin && asksWithOtherViewsTree(request, staffView)) return privateResponse(new NextResponse(null, { status: 204 }));
  if (twin && staffView) return privateResponse(NextResponse.rewrite(new URL(listPath ? twin : `${twin}${search}`, request.url)));
  return syncHint(request, listPath ? NextResponse.rewrite(new URL(listPath, request.url)) : NextResponse.next(), Boolean(session));
}

/**
 * Which requests enter the proxy (it costs a cached page about three quarters of its
 * throughput). Next needs these as literal values, hence the repetition.
 * - Everything but static files and *plainly spelled anonymous public pages*: the home page, the
 *   content types, bureau profiles, search, share, feeds, robots, the sitemaps and their children, in lower-case
 *   segments of letters, digits, `-` and `_` only. Those are served from the cache untouched. Any
 *   other spelling (capitals, `%`, dots, `;`), every staff path, /login and /internal still pass
 *   the guard, which decides on the normalised path.
 * - Everything but static files for a request that carries a session cookie (also chunked) or the
 *   "signed in" hint: the signed-in twins, and the hint's clean-up; and for a router request from a
 *   staff-view page (asksWithOtherViewsTree): a visitor's browser never sends one, and anyone who
 *   forges it gets only the 204.
 * - /search and /sakip with a query: rewritten to the cached page of that query.
 */
export const config = {
  matcher: [
    '/((?!_next/static|_next/image|favicon.ico|images/|fonts/|(?:(?:berita|artikel|pengumuman|undangan|profil|sakip|search|share|feed)(?:/[a-z0-9_-]+)*/?|Biro[A-Za-z]+|robots\\.txt|sitemap(?:-news)?\\.xml|sitemaps/[a-z]+(?:-[0-9]+)?\\.xml)?$).*)',
    { source: '/((?!_next/static|_next/image|favicon.ico|images/|fonts/).*)', has: [{ type: 'cookie', key: 'next-auth.session-token' }] },
    { source: '/((?!_next/static|_next/image|favicon.ico|images/|fonts/).*)', has: [{ type: 'cookie', key: 'next-auth.session-token.0' }] },
    { source: '/((?!_next/static|_next/image|favicon.ico|images/|fonts/).*)', has: [{ type: 'cookie', key: '__Secure-next-auth.session-token' }] },
    { source: '/((?!_next/static|_next/image|favicon.ico|images/|fonts/).*)', has: [{ type: 'cookie', key: '__Secure-next-auth.session-token.0' }] },
    { source: '/((?!_next/static|_next/image|favicon.ico|images/|fonts/).*)', has: [{ type: 'cookie', key: 'bua_session' }] },
    { source: '/((?!_next/static|_next/image|favicon.ico|images/|fonts/).*)', has: [{ type: 'header', key: 'next-url', value: '/internal(?:/.*)?' }] },
    // A search or a SAKIP filter, to its cached page (QUERY_KEYS of lib/content/cachedLists.ts).
    { source: '/search', has: [{ type: 'query', key: 'term' }] },
    { source: '/search', has: [{ type: 'query', key: 'bureau' }] },
    { source: '/search', has: [{ type: 'query', key: 'postType' }] },
    { source: '/search', has: [{ type: 'query', key: 'dateFrom' }] },
    { source: '/search', has: [{ type: 'query', key: 'dateTo' }] },
    { source: '/search', has: [{ type: 'query', key: 'sort' }] },
    { source: '/search', has: [{ type: 'query', key: 'page' }] },
    { source: '/sakip', has: [{ type: 'query', key: 'term' }] },
    { source: '/sakip', has: [{ type: 'query', key: 'year' }] },
    { source: '/sakip', has: [{ type: 'query', key: 'sort' }] },
  ],
};
