import { ADMIN_PAGE_SIZE, DELETE_REFETCH_DELAY_MS, pageCount, paginationText, parsePage, RECENT_COUNT, SUBMISSION_PAGE_SIZE } from './pagination';

describe('page sizes (behaviour §9)', () => {
  it('are 8 for admin lists, 5 for the status panel and the recent list, 300 ms before the refetch', () => {
    expect(ADMIN_PAGE_SIZE).toBe(8);
    expect(SUBMISSION_PAGE_SIZE).toBe(5);
    expect(RECENT_COUNT).toBe(5);
    expect(DELETE_REFETCH_DELAY_MS).toBe(300);
  });
});

describe('paginationText (behaviour §2.15)', () => {
  it("reads 'Menampilkan X dari Y Konten (Halaman p dari n)'", () => {
    expect(paginationText(8, 14, 1, 2)).toBe('Menampilkan 8 dari 14 Konten (Halaman 1 dari 2)');
    expect(paginationText(6, 14, 2, 2)).toBe('Menampilkan 6 dari 14 Konten (Halaman 2 dari 2)');
  });

  it('never says page p of 0', () => {
    expect(paginationText(0, 0, 1, 0)).toBe('Menampilkan 0 dari 0 Konten (Halaman 1 dari 1)');
  });
});

describe('pageCount', () => {
  it('rounds up and is at least 1', () => {
    expect(pageCount(14, 8)).toBe(2);
    expect(pageCount(16, 8)).toBe(2);
    expect(pageCount(17, 8)).toBe(3);
    expect(pageCount(0, 8)).toBe(1);
    expect(pageCount(Number.NaN, 8)).toBe(1);
  });
});

describe('parsePage', () => {
  it('accepts plain positive integers', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(['2', '5'])).toBe(2);
    expect(parsePage(4)).toBe(4);
  });

  it.each([undefined, null, '', '0', '-1', '1.5', '1e3', 'abc', ' ', '9999999'])('falls back to 1 for %p', (value) => {
    expect(parsePage(value)).toBe(1);
  });
});
