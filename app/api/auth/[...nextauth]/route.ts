import NextAuth from 'next-auth';
import { withSessionHint } from '@/lib/auth/hintCookie';
import { authOptions } from '@/lib/auth/options';

const handler = NextAuth(authOptions) as (request: Request, context: { params: Promise<{ nextauth: string[] }> }) => Promise<Response>;

/** next-auth (sign-in, session, sign-out, csrf), plus the `bua_session` hint cookie kept in step. */
async function auth(request: Request, context: { params: Promise<{ nextauth: string[] }> }) {
  return withSessionHint(await handler(request, context));
}

export { auth as GET, auth as POST };
