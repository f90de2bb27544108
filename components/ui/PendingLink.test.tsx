import { render, screen } from '@testing-library/react';
import { PendingLink } from './PendingLink';

describe('PendingLink', () => {
  it('is a plain link to its page while nothing is loading', () => {
    render(
      <PendingLink href="/berita/biro/humas" pendingText="Memuat Hukum dan Hubungan Masyarakat ..." className="x">
        Lihat semua dari biro ini →
      </PendingLink>,
    );
    const link = screen.getByRole('link', { name: 'Lihat semua dari biro ini →' });
    expect(link).toHaveAttribute('href', '/berita/biro/humas');
    expect(link).toHaveClass('x');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
