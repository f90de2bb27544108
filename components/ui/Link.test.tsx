import { fireEvent, render, screen } from '@testing-library/react';
import { AppRouterContext, type AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import Link from './Link';

function renderWithRouter(ui: React.ReactElement) {
  const router = { prefetch: jest.fn(), push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), back: jest.fn(), forward: jest.fn() };
  render(<AppRouterContext.Provider value={router as unknown as AppRouterInstance}>{ui}</AppRouterContext.Provider>);
  return router;
}

describe('Link: the page is prefetched when the visitor reaches for the link, never on sight', () => {
  // (Next's own prefetch of a link in view runs in production builds only: tests/e2e/first-paint.spec.ts.)
  it('prefetches nothing while the link is merely shown', () => {
    const router = renderWithRouter(<Link href="/berita">Berita</Link>);
    expect(screen.getByRole('link', { name: 'Berita' })).toHaveAttribute('href', '/berita');
    expect(router.prefetch).not.toHaveBeenCalled();
  });

  it.each([
    ['a pointer over it', 'onMouseEnter', (link: Element) => fireEvent.mouseEnter(link)],
    ['a finger on it', 'onTouchStart', (link: Element) => fireEvent.touchStart(link)],
    ['keyboard focus', 'onFocus', (link: Element) => fireEvent.focus(link)],
  ] as const)('prefetches on %s, and still calls the %s given', (_what, handler, reach) => {
    const handlers = { onMouseEnter: jest.fn(), onTouchStart: jest.fn(), onFocus: jest.fn() };
    const router = renderWithRouter(
      <Link href="/berita/biro/humas" {...handlers}>
        Humas
      </Link>,
    );
    reach(screen.getByRole('link', { name: 'Humas' }));
    expect(router.prefetch).toHaveBeenCalledWith('/berita/biro/humas');
    expect(handlers[handler]).toHaveBeenCalledTimes(1);
    for (const other of Object.keys(handlers) as (keyof typeof handlers)[]) if (other !== handler) expect(handlers[other]).not.toHaveBeenCalled();
  });

  it('never prefetches with prefetch={false}, nor an address off the site', () => {
    const router = renderWithRouter(
      <>
        <Link href="/login" prefetch={false}>
          Masuk
        </Link>
        <Link href="https://mahkamahagung.go.id/">MA</Link>
      </>,
    );
    for (const name of ['Masuk', 'MA']) {
      fireEvent.mouseEnter(screen.getByRole('link', { name }));
      fireEvent.touchStart(screen.getByRole('link', { name }));
    }
    expect(router.prefetch).not.toHaveBeenCalled();
  });

  it('renders without an App Router (a component on its own): a plain link, reached for without a fault', () => {
    render(<Link href="/berita">Berita</Link>);
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Berita' }));
    expect(screen.getByRole('link', { name: 'Berita' })).toHaveAttribute('href', '/berita');
  });
});
