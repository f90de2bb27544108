import {
  DEFAULT_SAKIP_QUERY,
  SAKIP_SORT_LABELS,
  filterSakipDocuments,
  isSakipFilterActive,
  parseSakipQuery,
  relatedSakipDocuments,
  sakipDocumentYear,
  sakipEmptyText,
  sakipYears,
} from './sakip';

const DOCS = [
  { id: 1, title: 'Rencana Strategis Badan Urusan Administrasi 2025-2029', date: '2025-04-17T10:00:00', sakipCategory: 'perencanaan' },
  { id: 2, title: 'Laporan Kinerja Instansi Pemerintah (LKjIP) 2024', date: '2024-12-19T10:00:00', sakipCategory: 'pelaporan' },
  { id: 3, title: 'Perjanjian Kinerja (PK) 2024', date: '2024-02-09T10:00:00', sakipCategory: 'perencanaan' },
  { id: 4, title: 'Hasil Evaluasi SAKIP 2022', date: '2022-10-24T10:00:00', sakipCategory: 'evaluasi' },
  { id: 5, title: 'Laporan Capaian Kinerja Triwulan III 2025', date: '2025-10-22T10:00:00', sakipCategory: 'pengukuran' },
  { id: 6, title: 'Awal Tahun: Kinerja', date: '2023-01-01T00:00:00', sakipCategory: 'perencanaan' },
];

const ids = (items: { id: number }[]) => items.map((item) => item.id);

describe('parseSakipQuery', () => {
  it('reads term, year and sort', () => {
    expect(parseSakipQuery({ term: '  laporan   kinerja ', year: '2024', sort: 'title_desc' })).toEqual({ term: 'laporan kinerja', year: 2024, sort: 'title_desc' });
  });

  it('gives the defaults for nothing', () => {
    expect(parseSakipQuery(undefined)).toEqual(DEFAULT_SAKIP_QUERY);
    expect(parseSakipQuery({})).toEqual({ term: '', year: null, sort: 'relevance' });
    expect(parseSakipQuery({ term: '', year: '', sort: '' })).toEqual(DEFAULT_SAKIP_QUERY);
  });

  it.each([
    ['year=abc', { year: 'abc' }],
    ['a 5-digit year', { year: '20245' }],
    ['a year with spaces', { year: ' 2024' }],
    ['a far year', { year: '0001' }],
    ['a negative year', { year: '-2024' }],
    ['sort=<script>', { sort: '<script>alert(1)</script>' }],
    ['an unknown sort', { sort: 'date_desc' }],
    ['a 5000-character term', { term: 'a'.repeat(5000) }],
    ['repeated terms', { term: ['laporan', 'rencana'] }],
    ['repeated years', { year: ['2024', '2025'] }],
    ['repeated sorts', { sort: ['title_asc', 'title_desc'] }],
  ])('falls back to the default for %s', (_, params) => {
    expect(parseSakipQuery(params)).toEqual(DEFAULT_SAKIP_QUERY);
  });

  it('resets only the bad parameter', () => {
    expect(parseSakipQuery({ term: 'laporan', year: 'abc', sort: 'year_asc' })).toEqual({ term: 'laporan', year: null, sort: 'year_asc' });
  });

  it('keeps markup in a term as plain text (rendering escapes it) and drops control characters', () => {
    expect(parseSakipQuery({ term: '<b>x</b>\u0000\n' }).term).toBe('<b>x</b>');
  });

  it('accepts a term of exactly 100 characters', () => {
    expect(parseSakipQuery({ term: 'a'.repeat(100) }).term).toHaveLength(100);
  });
});

describe('labels and empty texts (behaviour §2.9)', () => {
  it('names the sorts', () => {
    expect(SAKIP_SORT_LABELS).toMatchObject({ year_desc: 'Tahun Terbaru', year_asc: 'Tahun Terlama', title_asc: 'Judul A-Z', title_desc: 'Judul Z-A' });
  });

  it('adds the filter suffix only when a term or year is set', () => {
    expect(sakipEmptyText(DEFAULT_SAKIP_QUERY)).toBe('Tidak ada dokumen SAKIP yang ditemukan');
    expect(sakipEmptyText({ ...DEFAULT_SAKIP_QUERY, sort: 'title_asc' })).toBe('Tidak ada dokumen SAKIP yang ditemukan');
    expect(sakipEmptyText({ ...DEFAULT_SAKIP_QUERY, term: 'x' })).toBe('Tidak ada dokumen SAKIP yang ditemukan sesuai filter yang dipilih.');
    expect(sakipEmptyText({ ...DEFAULT_SAKIP_QUERY, year: 2020 })).toBe('Tidak ada dokumen SAKIP yang ditemukan sesuai filter yang dipilih.');
    expect(isSakipFilterActive({ ...DEFAULT_SAKIP_QUERY, sort: 'year_asc' })).toBe(false);
  });
});

describe('years', () => {
  it('takes the year of the post date, whatever the time of day', () => {
    expect(sakipDocumentYear('2023-01-01T00:00:00')).toBe(2023);
    expect(sakipDocumentYear('2024-12-31T23:59:59')).toBe(2024);
    expect(sakipDocumentYear('')).toBeNull();
  });

  it('lists each year once, newest first', () => {
    expect(sakipYears(DOCS)).toEqual([2025, 2024, 2023, 2022]);
    expect(sakipYears([])).toEqual([]);
  });
});

describe('filterSakipDocuments (behaviour §5)', () => {
  it('without a filter lists everything newest first', () => {
    expect(ids(filterSakipDocuments(DOCS, DEFAULT_SAKIP_QUERY))).toEqual([5, 1, 2, 3, 6, 4]);
  });

  it('matches the term as a case-insensitive substring of the title', () => {
    expect(ids(filterSakipDocuments(DOCS, { ...DEFAULT_SAKIP_QUERY, term: 'LAPORAN' }))).toEqual([5, 2]);
    expect(ids(filterSakipDocuments(DOCS, { ...DEFAULT_SAKIP_QUERY, term: 'lkjip' }))).toEqual([2]);
    expect(ids(filterSakipDocuments(DOCS, { ...DEFAULT_SAKIP_QUERY, term: 'tidak ada' }))).toEqual([]);
  });

  it('matches the year of the post date', () => {
    expect(ids(filterSakipDocuments(DOCS, { ...DEFAULT_SAKIP_QUERY, year: 2024 }))).toEqual([2, 3]);
    expect(ids(filterSakipDocuments(DOCS, { ...DEFAULT_SAKIP_QUERY, year: 1999 }))).toEqual([]);
  });

  it('combines term and year', () => {
    expect(ids(filterSakipDocuments(DOCS, { term: 'kinerja', year: 2025, sort: 'relevance' }))).toEqual([5]);
  });

  it('ranks titles where the term comes earlier first for relevance', () => {
    expect(ids(filterSakipDocuments(DOCS, { ...DEFAULT_SAKIP_QUERY, term: 'kinerja' }))).toEqual([2, 3, 6, 5]);
  });

  it('sorts by year, newest or oldest first, date breaking ties', () => {
    expect(ids(filterSakipDocuments(DOCS, { ...DEFAULT_SAKIP_QUERY, sort: 'year_desc' }))).toEqual([5, 1, 2, 3, 6, 4]);
    expect(ids(filterSakipDocuments(DOCS, { ...DEFAULT_SAKIP_QUERY, sort: 'year_asc' }))).toEqual([4, 6, 3, 2, 1, 5]);
  });

  it('sorts by title A-Z and Z-A, ignoring case', () => {
    expect(ids(filterSakipDocuments(DOCS, { ...DEFAULT_SAKIP_QUERY, sort: 'title_asc' }))).toEqual([6, 4, 5, 2, 3, 1]);
    expect(ids(filterSakipDocuments(DOCS, { ...DEFAULT_SAKIP_QUERY, sort: 'title_desc' }))).toEqual([1, 3, 2, 5, 4, 6]);
  });

  it('does not change the list it was given', () => {
    const copy = [...DOCS];
    filterSakipDocuments(DOCS, { ...DEFAULT_SAKIP_QUERY, sort: 'title_asc' });
    expect(DOCS).toEqual(copy);
  });
});

describe('relatedSakipDocuments', () => {
  it('lists other documents, the same category first, newest first, at most 4', () => {
    expect(ids(relatedSakipDocuments(DOCS[0]!, DOCS))).toEqual([3, 6, 5, 2]);
  });

  it('never lists the document itself and respects the count', () => {
    expect(ids(relatedSakipDocuments(DOCS[3]!, DOCS, 2))).toEqual([5, 1]);
  });

  it('without a category lists the newest others', () => {
    expect(ids(relatedSakipDocuments({ id: 5, sakipCategory: null }, DOCS))).toEqual([1, 2, 3, 6]);
  });
});
