import { isSakipCategory, missingSakipDocumentText, parseSakipPath, SAKIP_CATEGORIES, sakipCategoryLabel, sakipDocumentHref } from './sakip-path';

describe('SAKIP categories (behaviour §3)', () => {
  it('labels the four categories, in the order of behaviour §3', () => {
    expect(SAKIP_CATEGORIES).toEqual(['perencanaan', 'pengukuran', 'pelaporan', 'evaluasi']);
    expect(SAKIP_CATEGORIES.map(sakipCategoryLabel)).toEqual(['Perencanaan Kinerja', 'Pengukuran Kinerja', 'Pelaporan Kinerja', 'Evaluasi Kinerja']);
    expect(sakipCategoryLabel('toString')).toBeNull();
    expect(sakipCategoryLabel(null)).toBeNull();
    expect(isSakipCategory('__proto__')).toBe(false);
  });
});

describe('parseSakipPath (behaviour §2.9)', () => {
  it('reads a slug and a numeric id', () => {
    expect(parseSakipPath(['laporan-kinerja-2024'])).toEqual({ kind: 'slug', slug: 'laporan-kinerja-2024', category: null });
    expect(parseSakipPath(['425'])).toEqual({ kind: 'id', id: 425, category: null });
    expect(parseSakipPath('425')).toEqual({ kind: 'id', id: 425, category: null });
  });

  it('takes the category from the second-last segment', () => {
    expect(parseSakipPath(['evaluasi', 'hasil-evaluasi-2025'])).toEqual({ kind: 'slug', slug: 'hasil-evaluasi-2025', category: 'evaluasi' });
    expect(parseSakipPath(['pelaporan', '433'])).toEqual({ kind: 'id', id: 433, category: 'pelaporan' });
  });

  it.each([
    [[]],
    [undefined],
    [['kategori-lain', 'dokumen']],
    [['perencanaan', 'a', 'b']],
    [['0']],
    [['12345678901']],
    [['<script>alert(1)</script>']],
    [['dokumen dengan spasi']],
    [['a'.repeat(201)]],
  ])('refuses %p', (segments) => {
    expect(parseSakipPath(segments)).toBeNull();
  });
});

describe('missingSakipDocumentText (behaviour §8)', () => {
  it('names the id or the slug', () => {
    expect(missingSakipDocumentText(['999999'])).toBe('Dokumen dengan ID 999999 tidak ditemukan');
    expect(missingSakipDocumentText(['pelaporan', '999999'])).toBe('Dokumen dengan ID 999999 tidak ditemukan');
    expect(missingSakipDocumentText(['tidak-ada'])).toBe('Dokumen dengan slug "tidak-ada" tidak ditemukan');
  });

  it('never echoes an invalid address', () => {
    expect(missingSakipDocumentText(['<script>alert(1)</script>'])).toBe('Dokumen SAKIP tidak ditemukan');
    expect(missingSakipDocumentText(['a', 'b', 'c'])).toBe('Dokumen SAKIP tidak ditemukan');
    expect(missingSakipDocumentText(undefined)).toBe('Dokumen SAKIP tidak ditemukan');
  });
});

it('links documents by slug', () => {
  expect(sakipDocumentHref('rkt-2025')).toBe('/sakip/rkt-2025');
});
