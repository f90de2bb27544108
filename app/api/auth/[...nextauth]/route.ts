import NextAuth from 'next-auth';
import type { NextRequest } from 'next/server';
import { withSessionHint } from '@/lib/auth/hintCookie';
import { refusedCallback, refusedPostBody } from '@/lib/auth/nextAuthGuard';
import { authOptions } from '@/lib/auth/options';

type Context = { params: Promise<{ nextauth: string[] }> };

const handler = NextAuth(authOptions) as (request: Request, context: Context) => Promise<Response>;

/** next-auth (sign-in, session, sign-out, csrf), plus the `bua_session` hint cookie kept in step. */
async function auth(request: NextRequest, context: Context) {
  return refusedCallback(request) ?? withSessionHint(await handler(request, context));
}

/** POSTs are form-encoded or refused before next-auth sees them (lib/auth/nextAuthGuard.ts). */
async function post(request: NextRequest, context: Context) {
  return refusedPostBody(request) ?? auth(request, context);
}

export { auth as GET, post as POST };
