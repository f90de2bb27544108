import { render, screen, within } from '@testing-library/react';
import { parseSearchParams } from '@/lib/content/search-params';
import { findPosts } from '@/lib/search/findPosts';
import type { SearchHit } from '@/lib/search/searchIndex';
import { SearchOutcome } from './SearchOutcome';

// The page's part only: the engine's own queries are tested against real PostgreSQL and PGlite
// (lib/search/*.engine.test.ts).
jest.mock('@/lib/search/findPosts', () => ({ findPosts: jest.fn() }));
const searchMock = findPosts as jest.MockedFunction<typeof findPosts>;

function hit(id: number, extra: Partial<SearchHit> = {}): SearchHit {
  return {
    id,
    post_type: 'berita',
    title: [{ text: `Judul ${id}`, marked: false }],
    date: '2026-11-09T08:54:00+07:00',
    slug: `judul-${id}`,
    bureau_id: 'humas',
    summary: [{ text: `Ringkasan ${id}`, marked: false }],
    thumbnail: null,
    status: 'publish',
    ...extra,
  };
}

async function renderOutcome(query: Record<string, string>) {
  render(await SearchOutcome({ parsed: parseSearchParams(query) }));
}

beforeEach(() => {
  searchMock.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('SearchOutcome', () => {
  it('prompts for a term and searches nothing without one', async () => {
    await renderOutcome({ term: '   ' });
    expect(screen.getByRole('status')).toHaveTextContent('Silakan masukkan kata kunci pencarian.');
    expect(searchMock).not.toHaveBeenCalled();
  });

  it('refuses a 5,000-character term cleanly, without searching', async () => {
    await renderOutcome({ term: 'a'.repeat(5000) });
    expect(screen.getByRole('status')).toHaveTextContent('Kata kunci terlalu panjang (maksimal 200 karakter).');
    expect(searchMock).not.toHaveBeenCalled();
  });

  it('asks the index for 10 per page with the parsed filters, as a visitor', async () => {
    searchMock.mockResolvedValueOnce({ posts: [], pagination: { total: 0, totalPages: 0 } });
    await renderOutcome({ term: ' zona ', bureau: 'humas', postType: 'berita', sort: 'date_desc', page: '2', dateFrom: '2026-01-01' });
    expect(searchMock).toHaveBeenCalledWith({ term: 'zona', bureau: 'humas', postType: 'berita', dateFrom: '2026-01-01', dateTo: undefined, sort: 'date_desc', page: 2, perPage: 10, staff: false });
    expect(screen.getByRole('status')).toHaveTextContent('Tidak ada hasil ditemukan');
  });

  it('lists hits with type badge, bureau, date, excerpt and bureau-aware links, plus page links', async () => {
    searchMock.mockResolvedValueOnce({ posts: [hit(1), hit(2, { post_type: 'undangan', bureau_id: null })], pagination: { total: 12, totalPages: 2 } });
    await renderOutcome({ term: 'judul' });
    const results = screen.getByRole('region', { name: 'Hasil pencarian' });
    expect(within(results).getByText('12 hasil untuk “judul”')).toBeInTheDocument();
    expect(within(results).getByRole('link', { name: 'Judul 1' })).toHaveAttribute('href', '/berita/biro/humas/judul-1');
    expect(within(results).getByRole('link', { name: 'Judul 2' })).toHaveAttribute('href', '/undangan/biro/unknown/judul-2');
    expect(within(results).getByText('Undangan')).toBeInTheDocument();
    expect(within(results).getByText('Biro Hukum dan Hubungan Masyarakat')).toBeInTheDocument();
    expect(within(results).getAllByText('9 November 2026')).toHaveLength(2);
    expect(within(results).getByText('Ringkasan 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Halaman 2' })).toHaveAttribute('href', '/search?term=judul&page=2');
  });

  it('marks the matched words and shows hostile result text as text, marked or not', async () => {
    const title = [
      { text: '<img src=x onerror=alert(1)> ', marked: false },
      { text: '<b>Rapat</b>', marked: true },
    ];
    searchMock.mockResolvedValueOnce({ posts: [hit(3, { title, summary: [{ text: 'tentang ', marked: false }, { text: 'rapat', marked: true }] })], pagination: { total: 1, totalPages: 1 } });
    await renderOutcome({ term: 'rapat' });
    expect(screen.getByRole('link', { name: '<img src=x onerror=alert(1)> <b>Rapat</b>' })).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.querySelector('article b')).toBeNull();
    expect([...document.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['<b>Rapat</b>', 'rapat']);
  });

  it('says "Lebih dari 10.000" when a search finds more than it counts', async () => {
    searchMock.mockResolvedValueOnce({ posts: [hit(5)], pagination: { total: 10_000, totalPages: 1000, more: true } });
    await renderOutcome({ term: 'badan' });
    expect(screen.getByText('Lebih dari 10.000 hasil untuk “badan”')).toBeInTheDocument();
  });

  it('says which spelling the results are for when the term as typed found nothing', async () => {
    searchMock.mockResolvedValueOnce({ posts: [hit(4)], pagination: { total: 1, totalPages: 1 }, correctedTerm: 'pengadilan tinggi' });
    await renderOutcome({ term: 'pengadilan tingi' });
    expect(screen.getByTestId('search-corrected')).toHaveTextContent('Menampilkan hasil untuk “pengadilan tinggi”');
    expect(screen.getByText('1 hasil untuk “pengadilan tinggi”')).toBeInTheDocument();
  });

  it('says the archive is only partly searchable while the index fills, with hits or without', async () => {
    const note = 'Indeks pencarian sedang disusun: sebagian arsip belum dapat ditemukan. Silakan coba lagi beberapa saat lagi.';
    searchMock.mockResolvedValueOnce({ posts: [hit(6)], pagination: { total: 1, totalPages: 1 }, filling: true });
    await renderOutcome({ term: 'rapat' });
    expect(screen.getByTestId('search-filling')).toHaveTextContent(note);
    expect(screen.getByText('1 hasil untuk “rapat”')).toBeInTheDocument();
    document.body.innerHTML = '';

    searchMock.mockResolvedValueOnce({ posts: [], pagination: { total: 0, totalPages: 0 }, filling: true });
    await renderOutcome({ term: 'rapat' });
    expect(screen.getByTestId('search-filling')).toHaveTextContent(note);
    expect(screen.getByText('Tidak ada hasil ditemukan')).toBeInTheDocument();
    document.body.innerHTML = '';

    searchMock.mockResolvedValueOnce({ posts: [hit(7)], pagination: { total: 1, totalPages: 1 } });
    await renderOutcome({ term: 'rapat' });
    expect(screen.queryByTestId('search-filling')).toBeNull();
  });

  it('shows behaviour §8’s error with a Coba Lagi button that repeats the same search', async () => {
    searchMock.mockRejectedValueOnce(new Error('search engine unavailable: connect ECONNREFUSED'));
    await renderOutcome({ term: 'zona', bureau: 'humas' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Terjadi kesalahan: Failed to fetch search results');
    const retry = within(alert).getByRole('button', { name: 'Coba Lagi' });
    const form = retry.closest('form')!;
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(Object.fromEntries(new FormData(form))).toEqual({ term: 'zona', bureau: 'humas' });
  });
});
