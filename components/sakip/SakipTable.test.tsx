import { render, screen, within } from '@testing-library/react';
import { SakipTable, type SakipTableRow } from './SakipTable';

function doc(id: number, title: string, date: string, sakipCategory: string | null): SakipTableRow {
  return { id, slug: `dok-${id}`, title, date, sakipCategory };
}

describe('SakipTable (behaviour §2.9)', () => {
  it('has the columns No, Judul Dokumen, Tahun (and the dd/mm/yy date) and links rows to /sakip/{slug}', () => {
    render(<SakipTable documents={[doc(7, 'LKjIP 2024', '2024-12-19T10:00:00', 'pelaporan'), doc(3, 'Renstra', '2025-01-02T08:00:00', null)]} emptyText="-" />);
    const table = screen.getByRole('table', { name: 'Daftar dokumen SAKIP' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['No', 'Judul Dokumen', 'Tahun', 'Tanggal']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1', 'LKjIP 2024Pelaporan Kinerja', '2024', '19/12/24']);
    expect(within(first!).getByRole('link', { name: 'LKjIP 2024' })).toHaveAttribute('href', '/sakip/dok-7');
    expect(within(second!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['2', 'Renstra', '2025', '02/01/25']);
  });

  it('shows the empty text in the table', () => {
    render(<SakipTable documents={[]} emptyText="Tidak ada dokumen SAKIP yang ditemukan" />);
    expect(screen.getByRole('status')).toHaveTextContent('Tidak ada dokumen SAKIP yang ditemukan');
  });
});
