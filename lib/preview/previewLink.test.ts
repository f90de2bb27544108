/** @jest-environment node */
import { createHmac } from 'node:crypto';
import { checkSignedLink, previewSignature, previewTarget, PREVIEW_LINK_SECONDS } from './previewLink';
import { previewPagePath, previewPath } from './paths';

const SECRET = 'a-shared-secret-of-some-length';
const NOW = 1_800_000_000;

/** A link as the plugin's preview-link.php signs it (the same HMAC, written out here). */
function wordpressLink(login: string, exp: number, id = 42): URLSearchParams {
  const sig = createHmac('sha256', SECRET).update(`bua-preview|berita|${id}|${login}|${exp}`).digest('hex');
  return new URLSearchParams({ type: 'berita', id: String(id), login, exp: String(exp), sig });
}

describe('preview links', () => {
  it('name one of the four post types by a plain id, nothing else', () => {
    expect(previewTarget(new URLSearchParams('type=berita&id=42'))).toEqual({ type: 'berita', id: 42 });
    for (const query of ['type=sakip&id=4', 'type=berita&id=0', 'type=berita&id=4x', 'type=page&id=4', 'id=4']) expect(previewTarget(new URLSearchParams(query))).toBeNull();
    expect(previewPath({ type: 'undangan', id: 7 })).toBe('/api/preview?type=undangan&id=7');
    expect(previewPagePath({ type: 'undangan', id: 7 })).toBe('/preview/undangan/7');
  });

  it("accept WordPress's signature for the signed-in user, whatever the case of the login", () => {
    const query = wordpressLink('admin_humas', NOW + PREVIEW_LINK_SECONDS);
    expect(previewSignature(SECRET, { type: 'berita', id: 42 }, 'Admin_Humas', NOW + PREVIEW_LINK_SECONDS)).toBe(query.get('sig'));
    expect(checkSignedLink(query, { type: 'berita', id: 42 }, 'Admin_Humas', SECRET, NOW)).toEqual({ ok: true });
  });

  it('refuse another user, an expired link, another post, a changed expiry and another secret', () => {
    const target = { type: 'berita' as const, id: 42 };
    expect(checkSignedLink(wordpressLink('admin_humas', NOW + 60), target, 'redaktur_humas', SECRET, NOW)).toEqual({ ok: false, reason: 'other-user' });
    expect(checkSignedLink(wordpressLink('admin_humas', NOW - 1), target, 'admin_humas', SECRET, NOW)).toEqual({ ok: false, reason: 'expired' });
    expect(checkSignedLink(wordpressLink('admin_humas', NOW + 60, 43), target, 'admin_humas', SECRET, NOW)).toEqual({ ok: false, reason: 'bad-signature' });
    const stretched = wordpressLink('admin_humas', NOW + 60);
    stretched.set('exp', String(NOW + 6000));
    expect(checkSignedLink(stretched, target, 'admin_humas', SECRET, NOW)).toEqual({ ok: false, reason: 'bad-signature' });
    expect(checkSignedLink(wordpressLink('admin_humas', NOW + 60), target, 'admin_humas', 'another-secret-entirely', NOW)).toEqual({ ok: false, reason: 'bad-signature' });
  });
});
