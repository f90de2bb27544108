import { render, screen, within } from '@testing-library/react';
import { VISITOR_BAR_MAX } from '@/lib/content/home';
import { VisitorStats } from './VisitorStats';

function bar(name: string) {
  return screen.getByRole('progressbar', { name });
}

describe('VisitorStats', () => {
  it('shows today, month and total with bars out of 1000, 20000 and full', () => {
    expect(VISITOR_BAR_MAX).toEqual({ today: 1000, month: 20000 });
    render(<VisitorStats counts={{ today: 250, month: 12345, all_time: 1234567 }} />);
    expect(screen.getByRole('heading', { level: 2, name: 'STATISTIK PENGUNJUNG' })).toBeInTheDocument();
    expect(screen.getByTestId('visitors-today')).toHaveTextContent('250');
    expect(screen.getByTestId('visitors-month')).toHaveTextContent('12.345');
    expect(screen.getByTestId('visitors-all_time')).toHaveTextContent('1.234.567');

    expect(bar('Hari Ini')).toHaveAttribute('aria-valuenow', '250');
    expect(bar('Hari Ini')).toHaveAttribute('aria-valuemax', '1000');
    expect(bar('Hari Ini')).toHaveAttribute('aria-valuetext', '250 dari 1.000 pengunjung');
    expect((bar('Hari Ini').firstChild as HTMLElement).style.width).toBe('25%');

    expect(bar('Bulan Ini')).toHaveAttribute('aria-valuenow', '12345');
    expect(bar('Bulan Ini')).toHaveAttribute('aria-valuemax', '20000');
    expect((bar('Bulan Ini').firstChild as HTMLElement).style.width).toBe('61.725%');

    expect(bar('Total Pengunjung')).toHaveAttribute('aria-valuenow', '1234567');
    expect(bar('Total Pengunjung')).toHaveAttribute('aria-valuemax', '1234567');
    expect((bar('Total Pengunjung').firstChild as HTMLElement).style.width).toBe('100%');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('caps a bar at its scale', () => {
    render(<VisitorStats counts={{ today: 1500, month: 25000, all_time: 90000 }} />);
    expect(screen.getByTestId('visitors-today')).toHaveTextContent('1.500');
    expect(bar('Hari Ini')).toHaveAttribute('aria-valuenow', '1000');
    expect((bar('Hari Ini').firstChild as HTMLElement).style.width).toBe('100%');
    expect(bar('Bulan Ini')).toHaveAttribute('aria-valuetext', '25.000 dari 20.000 pengunjung');
  });

  it("falls back to zeros with 'Failed to load visitor statistics'", () => {
    render(<VisitorStats counts={null} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load visitor statistics');
    const section = screen.getByRole('region', { name: 'STATISTIK PENGUNJUNG' });
    expect(within(section).getAllByText('0')).toHaveLength(3);
    expect(bar('Hari Ini')).toHaveAttribute('aria-valuenow', '0');
  });
});
