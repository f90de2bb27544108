import { createHmac, timingSafeEqual } from 'node:crypto';
import { isPostType } from '@/lib/content/content-types';
import { POST_ID_PATTERN } from '@/lib/content/slug';
import type { PreviewTarget } from './paths';

/**
 * Preview links. WordPress's own "Preview" button opens
 * `/api/preview?type=&id=&login=&exp=&sig=`, signed by the plugin (preview-link.php) with the
 * secret both sides share (REVALIDATE_SECRET) for one post and one user, valid 10 minutes. The
 * portal's staff screens link `/api/preview?type=&id=` unsigned: the visitor's own staff session is
 * the user then. Either way the post is read with that user's token, so WordPress decides whether
 * they may see it (pending, draft and scheduled posts stay within their bureau).
 */
export const PREVIEW_LINK_SECONDS = 600;

/** The post a preview link names, or null for a malformed one. */
export function previewTarget(query: URLSearchParams): PreviewTarget | null {
  const type = query.get('type');
  const id = query.get('id') ?? '';
  return isPostType(type) && POST_ID_PATTERN.test(id) ? { type, id: Number(id) } : null;
}

export function previewSignature(secret: string, target: PreviewTarget, login: string, exp: number): string {
  return createHmac('sha256', secret).update(`bua-preview|${target.type}|${target.id}|${login.toLowerCase()}|${exp}`).digest('hex');
}

export type SignedCheck = { ok: true } | { ok: false; reason: 'expired' | 'other-user' | 'bad-signature' };

/** A signed link (one with `sig`): made for this user, not expired, signed by WordPress. */
export function checkSignedLink(query: URLSearchParams, target: PreviewTarget, sessionLogin: string, secret: string, nowSeconds: number): SignedCheck {
  const login = query.get('login') ?? '';
  const exp = Number(query.get('exp'));
  const given = Buffer.from(query.get('sig') ?? '');
  const expected = Buffer.from(previewSignature(secret, target, login, exp));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'bad-signature' };
  if (!Number.isInteger(exp) || exp < nowSeconds || exp > nowSeconds + PREVIEW_LINK_SECONDS + 60) return { ok: false, reason: 'expired' };
  if (login.toLowerCase() !== sessionLogin.toLowerCase()) return { ok: false, reason: 'other-user' };
  return { ok: true };
}
