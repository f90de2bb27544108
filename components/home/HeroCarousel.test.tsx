import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { HOME_TIMINGS } from '@/lib/content/home';
import { HeroCarousel } from './HeroCarousel';

const TITLES = ['Satu', 'Dua', 'Tiga', 'Empat', 'Lima'];

function setReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    }),
  });
}

function renderCarousel() {
  return render(<HeroCarousel label="Berita utama" labels={TITLES} slides={TITLES.map((title) => <a key={title} href={`/berita/${title}`}>{title}</a>)} />);
}

/** The slide that is shown: the only group not hidden from assistive technology. */
function shownSlide() {
  return screen.getByRole('group', { name: /dari 5/ });
}

/** Advances time in steps, so each new slide's timer is scheduled before the next step. */
function advance(ms: number, step = 1000) {
  for (let left = ms; left > 0; left -= step) {
    act(() => {
      jest.advanceTimersByTime(Math.min(step, left));
    });
  }
}

beforeEach(() => {
  jest.useFakeTimers();
  setReducedMotion(false);
});

afterEach(() => {
  jest.useRealTimers();
});

describe('HeroCarousel', () => {
  it('is an APG carousel with one shown slide, arrows and a dot per slide', () => {
    renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Berita utama' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(shownSlide()).toHaveAccessibleName('1 dari 5: Satu');
    expect(shownSlide()).toHaveAttribute('aria-roledescription', 'slide');
    // Hidden slides are out of the tab order and of the accessibility tree.
    const slides = document.querySelectorAll('[aria-roledescription="slide"]');
    expect(slides).toHaveLength(5);
    expect([...slides].map((slide) => slide.getAttribute('aria-hidden'))).toEqual(['false', 'true', 'true', 'true', 'true']);
    expect(screen.getByRole('link', { name: 'Satu' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dua' })).toBeNull();
    expect(screen.getByText('Dua').closest('[role="group"]')).toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'Berita sebelumnya' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Berita berikutnya' })).toBeInTheDocument();
    const dots = within(screen.getByRole('group', { name: 'Pilih berita' })).getAllByRole('button');
    expect(dots).toHaveLength(5);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
  });

  it('advances every 5 s and wraps around', () => {
    expect(HOME_TIMINGS.carouselAdvance).toBe(5000);
    renderCarousel();
    advance(4999);
    expect(shownSlide()).toHaveAccessibleName('1 dari 5: Satu');
    advance(1);
    expect(shownSlide()).toHaveAccessibleName('2 dari 5: Dua');
    advance(5000 * 4);
    expect(shownSlide()).toHaveAccessibleName('1 dari 5: Satu');
  });

  it('moves with the arrows, the dots and the arrow keys, restarting the 5 s', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Berita sebelumnya' }));
    expect(shownSlide()).toHaveAccessibleName('5 dari 5: Lima');
    fireEvent.click(screen.getByRole('button', { name: 'Berita berikutnya' }));
    expect(shownSlide()).toHaveAccessibleName('1 dari 5: Satu');
    fireEvent.click(screen.getByRole('button', { name: 'Berita 3 dari 5' }));
    expect(shownSlide()).toHaveAccessibleName('3 dari 5: Tiga');
    expect(screen.getByRole('button', { name: 'Berita 3 dari 5' })).toHaveAttribute('aria-current', 'true');
    const carousel = screen.getByRole('region', { name: 'Berita utama' });
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(shownSlide()).toHaveAccessibleName('4 dari 5: Empat');
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(shownSlide()).toHaveAccessibleName('2 dari 5: Dua');
    fireEvent.keyDown(carousel, { key: 'End' });
    expect(shownSlide()).toHaveAccessibleName('5 dari 5: Lima');
    fireEvent.keyDown(carousel, { key: 'Home' });
    expect(shownSlide()).toHaveAccessibleName('1 dari 5: Satu');
    advance(3000);
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    advance(4999);
    expect(shownSlide()).toHaveAccessibleName('2 dari 5: Dua');
  });

  it('pauses while hovered and resumes after', () => {
    renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Berita utama' });
    fireEvent.mouseEnter(carousel);
    advance(15_000);
    expect(shownSlide()).toHaveAccessibleName('1 dari 5: Satu');
    fireEvent.mouseLeave(carousel);
    advance(5000);
    expect(shownSlide()).toHaveAccessibleName('2 dari 5: Dua');
  });

  it('pauses while focus is inside and resumes when it leaves', () => {
    renderCarousel();
    const next = screen.getByRole('button', { name: 'Berita berikutnya' });
    act(() => next.focus());
    advance(15_000);
    expect(shownSlide()).toHaveAccessibleName('1 dari 5: Satu');
    act(() => next.blur());
    advance(5000);
    expect(shownSlide()).toHaveAccessibleName('2 dari 5: Dua');
  });

  it('announces slide changes only while not rotating', () => {
    renderCarousel();
    const live = shownSlide().parentElement?.parentElement;
    expect(live).toHaveAttribute('aria-live', 'off');
    fireEvent.click(screen.getByRole('button', { name: 'Hentikan rotasi otomatis' }));
    expect(live).toHaveAttribute('aria-live', 'polite');
    advance(20_000);
    expect(shownSlide()).toHaveAccessibleName('1 dari 5: Satu');
    fireEvent.click(screen.getByRole('button', { name: 'Jalankan rotasi otomatis' }));
    advance(5000);
    expect(shownSlide()).toHaveAccessibleName('2 dari 5: Dua');
  });

  it('does not rotate by itself for visitors who prefer reduced motion', () => {
    setReducedMotion(true);
    renderCarousel();
    advance(20_000);
    expect(shownSlide()).toHaveAccessibleName('1 dari 5: Satu');
    expect(screen.getByRole('button', { name: 'Jalankan rotasi otomatis' })).toBeInTheDocument();
  });

  it('shows a single slide without controls, and nothing without slides', () => {
    const { rerender, container } = render(<HeroCarousel label="Berita utama" labels={['Satu']} slides={[<p key="1">Satu</p>]} />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<HeroCarousel label="Berita utama" labels={[]} slides={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
