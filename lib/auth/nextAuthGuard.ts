import type { NextRequest } from 'next/server';
import { mediaTypeOf } from '@/lib/http/body';
import { jsonResponse } from '@/lib/http/json';

const CALLBACK_COOKIES = ['next-auth.callback-url', '__Secure-next-auth.callback-url'];

/** next-auth's own test of a callback address (core/lib/assert.js): http(s), or a path from `/`. */
function isUsableCallback(value: string, base: string): boolean {
  try {
    return /^https?:$/.test(new URL(value, value.startsWith('/') ? base : undefined).protocol);
  } catch {
    return false;
  }
}

/**
 * next-auth answers a callback address it cannot use (in `?callbackUrl=` or its callback-url
 * cookie) with a 500 error page. Such a request is answered 400 here, and a bad cookie is
 * cleared so the browser's next request works. Null for a usable request.
 */
export function refusedCallback(request: NextRequest): Response | null {
  const { origin, searchParams } = request.nextUrl;
  const param = searchParams.get('callbackUrl');
  const badCookies = CALLBACK_COOKIES.filter((name) => {
    const value = request.cookies.get(name)?.value;
    return value ? !isUsableCallback(value, origin) : false;
  });
  if ((!param || isUsableCallback(param, origin)) && badCookies.length === 0) return null;
  const response = jsonResponse({ message: 'Invalid callback URL' }, { status: 400 });
  for (const name of badCookies) response.headers.append('Set-Cookie', `${name}=; Path=/; Max-Age=0; SameSite=Lax${name.startsWith('__Secure-') ? '; Secure' : ''}`);
  return response;
}

/**
 * next-auth's own client (and ours, lib/auth/client.ts) posts form-encoded bodies; next-auth
 * answered anything else (JSON, multipart) with a 500: 415 here. Null for a
 * form-encoded POST.
 */
export function refusedPostBody(request: Request): Response | null {
  if (mediaTypeOf(request) === 'application/x-www-form-urlencoded') return null;
  return jsonResponse({ message: 'Content-Type must be application/x-www-form-urlencoded' }, { status: 415 });
}
