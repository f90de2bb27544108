import { fireEvent, render, screen } from '@testing-library/react';
import { RetryError } from './RetryError';

describe('RetryError', () => {
  it('shows the title as a heading, the message and the retry button in one alert', () => {
    const onRetry = jest.fn();
    render(<RetryError title="Kesalahan Memuat Konten" message="Gagal memuat berita." retryLabel="Coba Lagi" onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat berita.');
    expect(screen.getByRole('heading', { level: 1, name: 'Kesalahan Memuat Konten' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("puts the message in a box with the default 'Coba Lagi' in the box look", () => {
    const onRetry = jest.fn();
    render(<RetryError look="box" icon message="Failed to load content" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load content');
    expect(screen.queryByRole('heading')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
