import NextAuth from 'next-auth';
import { withSessionHint } from '@/lib/auth/hintCookie';
import { authOptions } from '@/lib/auth/options';

const handler = NextAuth(authOptions) as (request: Request, context: { params: Promise<{ nextauth: string[] }> }) => Promise<Response>;

/** next-auth (sign-in, session, sign-out, csrf), plus the `bua_session` hint cookie kept in step. */
async function auth(request: Request, context: { params: Promise<{ nextauth: string[] }> }) {
  return withSessionHint(await handler(request, context));
}

/**
 * next-auth's own client (and ours, lib/auth/client.ts) posts form-encoded bodies; next-auth
 * answered anything else (JSON, multipart) with a 500 (issue 12, item 12).
 */
async function post(request: Request, context: { params: Promise<{ nextauth: string[] }> }) {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    return Response.json({ message: 'Content-Type must be application/x-www-form-urlencoded' }, { status: 415, headers: { 'Cache-Control': 'no-store' } });
  }
  return auth(request, context);
}

export { auth as GET, post as POST };
