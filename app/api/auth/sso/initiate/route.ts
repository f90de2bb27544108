import type { NextRequest } from 'next/server';
import { siteConfig } from '@/lib/config';
import { startSso } from '@/lib/auth/ssoInitiate';
import { newSsoState } from '@/lib/auth/ssoState';
import { ssoStartResponse } from '@/lib/auth/ssoStartResponse';

export const dynamic = 'force-dynamic';

/**
 * GET /api/auth/sso/initiate?returnTo=…[&go=1]: {success, redirect_url} or {success:false, message}.
 * Seals a fresh state in an HttpOnly cookie; the state travels through CAS and WordPress and must
 * come back with the code on /auth/sso-callback. The portal origin comes from configuration,
 * never from the Host header.
 */
export async function GET(request: NextRequest) {
  const query = request.nextUrl.searchParams;
  const { state, sealed } = await newSsoState();
  const result = await startSso(siteConfig.url, query.get('returnTo'), state);
  // `go=1`: the login page's SSO button without JavaScript (a plain GET form) is sent on at once.
  return ssoStartResponse(result, { navigate: query.get('go') === '1', sealedState: sealed });
}
