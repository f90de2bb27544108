import { render, screen, within } from '@testing-library/react';
import { pageNumberClass, PageLinks, pageWindow } from './PageLinks';

describe('pageWindow', () => {
  it('shows every page when all are within two of the current one', () => {
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the first, the last and two either side of the current one, with one gap mark per gap', () => {
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, null, 5]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, null, 10]);
    expect(pageWindow(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
    expect(pageWindow(12, 12)).toEqual([1, null, 10, 11, 12]);
  });
});

describe('pageNumberClass', () => {
  it('fills the current page only', () => {
    expect(pageNumberClass(true)).toContain('bg-brand-700');
    expect(pageNumberClass(false)).not.toContain('bg-brand-700');
  });
});

describe('PageLinks', () => {
  const href = (page: number) => `/arsip?page=${page}`;

  it('renders nothing for a single page', () => {
    const { container } = render(<PageLinks current={1} total={1} href={href} label="Halaman arsip" />);
    expect(container).toBeEmptyDOMElement();
  });

  it("links 'Prev', the numbers and 'Next', the current page marked", () => {
    render(<PageLinks current={2} total={3} href={href} label="Halaman arsip" />);
    const nav = screen.getByRole('navigation', { name: 'Halaman arsip' });
    expect(within(nav).getByRole('link', { name: 'Prev' })).toHaveAttribute('href', '/arsip?page=1');
    expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/arsip?page=3');
    expect(within(nav).getByRole('link', { name: 'Halaman 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Halaman 3' })).not.toHaveAttribute('aria-current');
  });

  it("disables 'Prev' on the first page and 'Next' on the last", () => {
    const { rerender } = render(<PageLinks current={1} total={3} href={href} label="Halaman arsip" />);
    expect(screen.queryByRole('link', { name: 'Prev' })).toBeNull();
    expect(screen.getByText('Prev')).toHaveAttribute('aria-disabled', 'true');
    rerender(<PageLinks current={3} total={3} href={href} label="Halaman arsip" />);
    expect(screen.getByText('Next')).toHaveAttribute('aria-disabled', 'true');
  });
});
