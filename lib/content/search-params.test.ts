import { isRealDate, parseSearchParams } from './search-params';
import { searchHref, searchQueryString, SEARCH_TEXTS } from './search-query';

describe('parseSearchParams', () => {
  it('reads every parameter of behaviour §2.10', () => {
    const parsed = parseSearchParams({
      term: 'zona integritas',
      bureau: 'humas',
      postType: 'berita',
      dateFrom: '2026-01-01',
      dateTo: '2026-12-31',
      sort: 'date_asc',
      page: '3',
    });
    expect(parsed).toEqual({
      kind: 'ready',
      params: { term: 'zona integritas', bureau: 'humas', postType: 'berita', dateFrom: '2026-01-01', dateTo: '2026-12-31', sort: 'date_asc', page: 3 },
    });
  });

  it('treats a missing, empty or blank term as no term (the prompt), on page 1', () => {
    for (const term of [undefined, '', '   ', '\t\n', '\u0000\u0007']) {
      const parsed = parseSearchParams({ term, page: '4' });
      expect(parsed.kind).toBe('empty');
      expect(parsed.params.term).toBe('');
      expect(parsed.params.page).toBe(1);
    }
    expect(parseSearchParams(undefined).kind).toBe('empty');
    expect(parseSearchParams(null).kind).toBe('empty');
  });

  it('trims the term and collapses whitespace and control characters', () => {
    expect(parseSearchParams({ term: '  zona \n\t integritas\u0000 ' }).params.term).toBe('zona integritas');
  });

  it('refuses a 5,000-character term with a clean message and does not echo it', () => {
    const parsed = parseSearchParams({ term: 'a'.repeat(5000) });
    expect(parsed).toEqual(expect.objectContaining({ kind: 'invalid', message: SEARCH_TEXTS.termTooLong }));
    expect(parsed.params.term).toBe('');
  });

  it('accepts exactly 200 characters, counting code points', () => {
    expect(parseSearchParams({ term: 'a'.repeat(200) }).kind).toBe('ready');
    expect(parseSearchParams({ term: 'a'.repeat(201) }).kind).toBe('invalid');
    expect(parseSearchParams({ term: '😀'.repeat(200) }).kind).toBe('ready');
  });

  it('keeps markup and SQL fragments as plain text for the plugin (rendering escapes them)', () => {
    expect(parseSearchParams({ term: '<script>alert(1)</script>' }).params.term).toBe('<script>alert(1)</script>');
    expect(parseSearchParams({ term: "' OR 1=1 --" }).params.term).toBe("' OR 1=1 --");
  });

  it('falls back to defaults for unknown bureaus, types and sorts', () => {
    const { params } = parseSearchParams({ term: 'x', bureau: 'sekretariatan', postType: 'sakip', sort: 'random; DROP TABLE' });
    expect(params.bureau).toBeUndefined();
    expect(params.postType).toBeUndefined();
    expect(params.sort).toBe('relevance');
  });

  it('accepts bureau and type case-insensitively', () => {
    const { params } = parseSearchParams({ term: 'x', bureau: ' HUMAS ', postType: 'Berita' });
    expect(params.bureau).toBe('humas');
    expect(params.postType).toBe('berita');
  });

  it('drops impossible or malformed dates and swaps a reversed range', () => {
    expect(parseSearchParams({ term: 'x', dateFrom: '2026-02-30', dateTo: '2026-13-01' }).params).toEqual(
      expect.objectContaining({ dateFrom: undefined, dateTo: undefined }),
    );
    expect(parseSearchParams({ term: 'x', dateFrom: '01/02/2026', dateTo: '2026-1-1' }).params.dateFrom).toBeUndefined();
    const { params } = parseSearchParams({ term: 'x', dateFrom: '2026-12-31', dateTo: '2026-01-01' });
    expect([params.dateFrom, params.dateTo]).toEqual(['2026-01-01', '2026-12-31']);
  });

  it('keeps pages within 1..1000 and whole numbers only', () => {
    for (const page of ['0', '-1', '1.5', 'abc', '1e3', '99999999', '1001', '']) {
      expect(parseSearchParams({ term: 'x', page }).params.page).toBe(1);
    }
    expect(parseSearchParams({ term: 'x', page: '1000' }).params.page).toBe(1000);
  });

  it('takes the last of repeated keys, as the rewrite of a plain search does', () => {
    const { params } = parseSearchParams({ term: ['satu', 'dua'], page: ['2', '5'] });
    expect(params.term).toBe('dua');
    expect(params.page).toBe(5);
  });
});

describe('isRealDate', () => {
  it('knows leap years', () => {
    expect(isRealDate('2024-02-29')).toBe(true);
    expect(isRealDate('2025-02-29')).toBe(false);
    expect(isRealDate('0000-01-01')).toBe(false);
  });
});

describe('search links', () => {
  it('leave defaults out and encode the term', () => {
    const { params } = parseSearchParams({ term: 'a&b c', sort: 'relevance', page: '1' });
    expect(searchQueryString(params)).toBe('term=a%26b+c');
    expect(searchHref(params, 2)).toBe('/search?term=a%26b+c&page=2');
  });

  it('carry every filter', () => {
    const { params } = parseSearchParams({ term: 'x', bureau: 'umum', postType: 'artikel', dateFrom: '2026-01-01', dateTo: '2026-02-01', sort: 'date_desc' });
    expect(searchHref(params, 3)).toBe('/search?term=x&bureau=umum&postType=artikel&dateFrom=2026-01-01&dateTo=2026-02-01&sort=date_desc&page=3');
  });

  it('is the bare page without a term', () => {
    expect(searchHref(parseSearchParams({}).params)).toBe('/search');
  });
});
