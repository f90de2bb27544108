/** @jest-environment node */
import { movedAddress } from './redirectIfMoved';

describe('movedAddress (old links keep working)', () => {
  const moved = { type: 'berita' as const, slug: 'judul-baru', bureau: 'keuangan' };

  it('keeps the form of the old address: detail, bureau detail, share', () => {
    expect(movedAddress(moved, { form: 'detail' })).toBe('/berita/judul-baru');
    expect(movedAddress(moved, { form: 'bureau', bureauId: 'humas' })).toBe('/berita/biro/keuangan/judul-baru');
    expect(movedAddress({ ...moved, bureau: null }, { form: 'bureau', bureauId: 'humas' })).toBe('/berita/biro/humas/judul-baru');
    expect(movedAddress(moved, { form: 'share' })).toBe('/share/judul-baru');
  });

  it('sends a share address of a post that is no longer news to its detail page', () => {
    expect(movedAddress({ ...moved, type: 'artikel' }, { form: 'share' })).toBe('/artikel/judul-baru');
  });
});
