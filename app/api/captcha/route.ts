import { issueCaptcha } from '@/lib/auth/issueCaptcha';
import { CACHE_CONTROL } from '@/lib/cache/policy';
import { answerHeaders } from '@/lib/http/json';

export const dynamic = 'force-dynamic';

/**
 * GET /api/captcha[?csrf=]: a new login captcha as a PNG, its answer sealed in an HttpOnly cookie
 * (lib/auth/issueCaptcha.ts).
 */
export async function GET(request: Request) {
  const captcha = await issueCaptcha(new URL(request.url).searchParams.get('csrf'));
  const headers = answerHeaders({ cacheControl: CACHE_CONTROL.captcha, headers: { 'Content-Type': 'image/png' } });
  for (const cookie of captcha.cookies) headers.append('Set-Cookie', cookie);
  return new Response(new Uint8Array(captcha.png), { headers });
}
