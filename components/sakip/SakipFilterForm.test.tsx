import { render, screen, within } from '@testing-library/react';
import { DEFAULT_SAKIP_QUERY } from '@/lib/content/sakip';
import { SakipFilterForm } from './SakipFilterForm';

const YEARS = [2025, 2024, 2023];

function form() {
  return screen.getByRole('search', { name: 'Filter dokumen SAKIP' });
}

describe('SakipFilterForm (behaviour §2.9)', () => {
  it('is a plain GET form to /sakip with term, year and sort', () => {
    render(<SakipFilterForm query={DEFAULT_SAKIP_QUERY} years={YEARS} />);
    expect(screen.getByRole('heading', { name: 'Filter Dokumen' })).toBeInTheDocument();
    expect(form()).toHaveAttribute('method', 'get');
    expect(form()).toHaveAttribute('action', '/sakip');
    expect(screen.getByLabelText('Kata Kunci')).toHaveAttribute('name', 'term');
    expect(screen.getByLabelText('Tahun')).toHaveAttribute('name', 'year');
    expect(screen.getByLabelText('Urutkan')).toHaveAttribute('name', 'sort');
    expect(within(form()).getByRole('button', { name: 'Terapkan Filter' })).toHaveAttribute('type', 'submit');
  });

  it('offers Semua Tahun and the given years, and the five sorts', () => {
    render(<SakipFilterForm query={DEFAULT_SAKIP_QUERY} years={YEARS} />);
    const years = within(screen.getByLabelText('Tahun')).getAllByRole('option') as HTMLOptionElement[];
    expect(years.map((option) => [option.value, option.textContent])).toEqual([
      ['', 'Semua Tahun'],
      ['2025', '2025'],
      ['2024', '2024'],
      ['2023', '2023'],
    ]);
    const sorts = within(screen.getByLabelText('Urutkan')).getAllByRole('option') as HTMLOptionElement[];
    expect(sorts.map((option) => [option.value, option.textContent])).toEqual([
      ['relevance', 'Relevansi'],
      ['year_desc', 'Tahun Terbaru'],
      ['year_asc', 'Tahun Terlama'],
      ['title_asc', 'Judul A-Z'],
      ['title_desc', 'Judul Z-A'],
    ]);
  });

  it('shows the applied filter and a reset link only when something is set', () => {
    const { unmount } = render(<SakipFilterForm query={DEFAULT_SAKIP_QUERY} years={YEARS} />);
    expect(screen.queryByRole('link', { name: 'Reset' })).not.toBeInTheDocument();
    unmount();
    render(<SakipFilterForm query={{ term: '<b>lkjip</b>', year: 2024, sort: 'title_desc' }} years={YEARS} />);
    expect(screen.getByLabelText('Kata Kunci')).toHaveValue('<b>lkjip</b>');
    expect(screen.getByLabelText('Tahun')).toHaveValue('2024');
    expect(screen.getByLabelText('Urutkan')).toHaveValue('title_desc');
    expect(screen.getByRole('link', { name: 'Reset' })).toHaveAttribute('href', '/sakip');
    expect(document.querySelector('b')).toBeNull();
  });

  it('keeps a valid year without documents selectable, so the form matches the list', () => {
    render(<SakipFilterForm query={{ ...DEFAULT_SAKIP_QUERY, year: 1999 }} years={YEARS} />);
    expect(screen.getByLabelText('Tahun')).toHaveValue('1999');
  });
});
