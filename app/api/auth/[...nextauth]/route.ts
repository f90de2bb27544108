import NextAuth from 'next-auth';
import { withSessionHint } from '@/lib/auth/hintCookie';
import { authOptions } from '@/lib/auth/options';

type Context = { params: Promise<{ nextauth: string[] }> };

const handler = NextAuth(authOptions) as (request: Request, context: Context) => Promise<Response>;

const CALLBACK_COOKIES = ['next-auth.callback-url', '__Secure-next-auth.callback-url'];

/** next-auth's own test of a callback address (core/lib/assert.js): http(s), or a path from `/`. */
function isUsableCallback(value: string, base: string): boolean {
  try {
    return /^https?:$/.test(new URL(value, value.startsWith('/') ? base : undefined).protocol);
  } catch {
    return false;
  }
}

function cookieValues(request: Request): Map<string, string> {
  const values = new Map<string, string>();
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (!name || !CALLBACK_COOKIES.includes(name)) continue;
    try {
      values.set(name, decodeURIComponent(rest.join('=')));
    } catch {
      values.set(name, '\u0000');
    }
  }
  return values;
}

/**
 * next-auth answers a callback address it cannot use (in `?callbackUrl=` or its callback-url
 * cookie) with a 500 error page. Such a request is answered 400 here, and a bad cookie is
 * cleared so the browser's next request works (issue 12, item 12).
 */
function refusedCallback(request: Request): Response | null {
  const url = new URL(request.url);
  const param = url.searchParams.get('callbackUrl');
  const badCookies = [...cookieValues(request)].filter(([, value]) => value && !isUsableCallback(value, url.origin)).map(([name]) => name);
  if ((param === null || param === '' || isUsableCallback(param, url.origin)) && badCookies.length === 0) return null;
  const response = Response.json({ message: 'Invalid callback URL' }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
  for (const name of badCookies) response.headers.append('Set-Cookie', `${name}=; Path=/; Max-Age=0; SameSite=Lax${name.startsWith('__Secure-') ? '; Secure' : ''}`);
  return response;
}

/** next-auth (sign-in, session, sign-out, csrf), plus the `bua_session` hint cookie kept in step. */
async function auth(request: Request, context: Context) {
  return refusedCallback(request) ?? withSessionHint(await handler(request, context));
}

/**
 * next-auth's own client (and ours, lib/auth/client.ts) posts form-encoded bodies; next-auth
 * answered anything else (JSON, multipart) with a 500 (issue 12, item 12).
 */
async function post(request: Request, context: Context) {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    return Response.json({ message: 'Content-Type must be application/x-www-form-urlencoded' }, { status: 415, headers: { 'Cache-Control': 'no-store' } });
  }
  return auth(request, context);
}

export { auth as GET, post as POST };
