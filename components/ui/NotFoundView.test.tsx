import { render, screen } from '@testing-library/react';
import { NotFoundView } from './NotFoundView';

describe('NotFoundView', () => {
  it('shows the three texts of behaviour §8 and links home', () => {
    render(<NotFoundView />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^404 - Halaman Tidak Ditemukan$/);
    expect(screen.getByText('Oops! Halaman yang Anda Cari Tidak Ada')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Kembali ke Beranda' });
    expect(link).toHaveAttribute('href', '/');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
