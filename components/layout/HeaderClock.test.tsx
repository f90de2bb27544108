import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { CLOCK_REFRESH_MS, HeaderClock } from './HeaderClock';
import { setLanguage } from '@/lib/ui/language';

beforeEach(() => {
  window.localStorage.clear();
  jest.useFakeTimers();
  // Thursday 5 March 2026, 30 s before midnight.
  jest.setSystemTime(new Date(2026, 2, 5, 23, 59, 30));
});

afterEach(() => {
  jest.useRealTimers();
  window.localStorage.clear();
});

describe('HeaderClock', () => {
  it('renders no date on the server, so cached pages never show a stale day', () => {
    const html = renderToString(<HeaderClock />);
    expect(html).toMatch(/^<span class="[^"]*" data-testid="header-date">\u00a0<\/span>$/);
    // Its box is kept from the first paint (two lines on a phone), so the date moves nothing.
    expect(html).toContain('min-h-8');
  });

  it('shows the Indonesian date after mount', () => {
    render(<HeaderClock />);
    expect(screen.getByTestId('header-date')).toHaveTextContent('Kamis, 5 Maret 2026');
  });

  it('refreshes every 60 s', () => {
    expect(CLOCK_REFRESH_MS).toBe(60_000);
    render(<HeaderClock />);
    // Midnight passes after 30 s, but the date only changes on the next tick.
    act(() => {
      jest.advanceTimersByTime(59_999);
    });
    expect(screen.getByTestId('header-date')).toHaveTextContent('Kamis, 5 Maret 2026');
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.getByTestId('header-date')).toHaveTextContent('Jumat, 6 Maret 2026');
  });

  it("switches to English after setLanguage('en') and back", () => {
    render(<HeaderClock />);
    act(() => {
      setLanguage('en');
    });
    expect(screen.getByTestId('header-date')).toHaveTextContent('Thursday, March 5, 2026');
    expect(JSON.parse(window.localStorage.getItem('user_preferences') ?? '{}')).toEqual({ language: 'en' });
    act(() => {
      setLanguage('id');
    });
    expect(screen.getByTestId('header-date')).toHaveTextContent('Kamis, 5 Maret 2026');
  });

  it('starts in the stored language', () => {
    window.localStorage.setItem('user_preferences', JSON.stringify({ language: 'en', other: 1 }));
    render(<HeaderClock />);
    expect(screen.getByTestId('header-date')).toHaveTextContent('Thursday, March 5, 2026');
  });

  it('stops its timer when unmounted', () => {
    const { unmount } = render(<HeaderClock />);
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
