import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { installFetchStub, jsonResponse } from '@/tests/unit/fetchStub';
import { staffProfile } from '@/tests/unit/sessions';
import { UserMenu } from './UserMenu';

const router = { push: jest.fn(), refresh: jest.fn(), replace: jest.fn(), back: jest.fn(), forward: jest.fn(), prefetch: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));
jest.mock('@/lib/auth/signal', () => ({ ...jest.requireActual('@/lib/auth/signal'), loadFresh: jest.fn() }));
const loadFresh = jest.mocked(jest.requireMock<{ loadFresh: (path?: string) => void }>('@/lib/auth/signal').loadFresh);

const json = (body: unknown, status = 200) => jsonResponse(body, { status });

const NOW_S = 1_800_000_000;
const session = (overrides: Record<string, unknown> = {}) => ({
  expires: 'x',
  user: staffProfile('admin'),
  isSso: false,
  tokenExpiresAt: NOW_S + 3600,
  ssoLogoutUrl: null,
  ...overrides,
});

const fetchStub = installFetchStub();
/** Answers every fetch with the handler (by URL). */
function mockFetch(handler: (url: string) => Response) {
  fetchStub.mock.mockImplementation(async (input) => handler(String(input)));
}

function clearCookies() {
  for (const name of ['bua_session', 'bua_login_pending']) document.cookie = `${name}=; Path=/; Max-Age=0`;
}

beforeEach(() => {
  jest.clearAllMocks();
  clearCookies();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterEach(() => {
  jest.useRealTimers();
  clearCookies();
});

describe('UserMenu', () => {
  it("shows 'Masuk' and asks nothing without the hint cookie (public pages stay anonymous)", async () => {
    mockFetch(() => json({}));
    render(<UserMenu />);
    expect(screen.getByRole('link', { name: 'Masuk' })).toHaveAttribute('href', '/login');
    await act(async () => undefined);
    expect(fetchStub.requests()).toEqual([]);
  });

  it('with the hint, reads /api/auth/session and shows the role links', async () => {
    document.cookie = 'bua_session=1; Path=/';
    mockFetch(() => json(session()));
    render(<UserMenu />);
    fireEvent.click(await screen.findByRole('button', { name: /Admin Humas/ }));
    expect(screen.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin-dashboard');
    expect(screen.getByRole('link', { name: 'Sakip Dashboard' })).toHaveAttribute('href', '/admin-sakip');
    expect(screen.queryByRole('link', { name: 'Supervisor/Redaktur Dashboard' })).toBeNull();
    expect(fetchStub.requests()).toEqual(['GET /api/auth/session']);
  });

  it('shows the redaktur links for bureau_redaktur', async () => {
    document.cookie = 'bua_session=1; Path=/';
    mockFetch(() => json(session({ user: staffProfile('redaktur') })));
    render(<UserMenu />);
    fireEvent.click(await screen.findByRole('button', { name: /Redaktur/ }));
    expect(screen.getByRole('link', { name: 'Supervisor/Redaktur Dashboard' })).toHaveAttribute('href', '/redaktur-dashboard');
    expect(screen.getByRole('link', { name: 'Sakip Redaktur' })).toHaveAttribute('href', '/redaktur-sakip');
  });

  it('forgets a stale hint when the server has no session', async () => {
    document.cookie = 'bua_session=1; Path=/';
    mockFetch(() => json({}));
    render(<UserMenu />);
    expect(await screen.findByRole('link', { name: 'Masuk' })).toBeInTheDocument();
    expect(document.cookie).not.toContain('bua_session=1');
  });

  it('logout: sign-out, then home loaded afresh, button resting ~1 s, other tabs told; the home page shows the toast', async () => {
    document.cookie = 'bua_session=1; Path=/';
    mockFetch((url) => (url.endsWith('/csrf') ? json({ csrfToken: 't' }) : url.endsWith('/signout') ? json({ url: '/' }) : json(session())));
    const { unmount } = render(<UserMenu />);
    fireEvent.click(await screen.findByRole('button', { name: /Admin Humas/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Keluar' }));
    expect(screen.getByRole('button', { name: 'Keluar' })).toBeDisabled();
    // Home only once the session has ended (a page asked for meanwhile would go to the staff view),
    // and by a full load: the router's pages of the staff view have parts the public pages lack.
    await waitFor(() => expect(loadFresh).toHaveBeenCalledWith('/'));
    expect(fetchStub.requests()).toContain('POST /api/auth/signout');
    expect(router.push).not.toHaveBeenCalled();
    // jsdom has no BroadcastChannel: the localStorage fallback carries the news (e2e covers the channel).
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem('bua_auth_event') ?? '{}')).toMatchObject({ event: 'signout' }));
    unmount();

    // The page the sign-out loads shows the toast, once.
    render(<UserMenu />);
    expect(await screen.findByRole('status')).toHaveTextContent('Berhasil keluar');
    expect(window.sessionStorage.length).toBe(0);
  });

  it("logout failure: 'Gagal keluar. Silakan coba lagi.' (English when the interface is)", async () => {
    document.cookie = 'bua_session=1; Path=/';
    window.localStorage.setItem('user_preferences', JSON.stringify({ language: 'en' }));
    mockFetch((url) => (url.endsWith('/csrf') ? json({ csrfToken: 't' }) : url.endsWith('/signout') ? json({}, 500) : json(session())));
    render(<UserMenu />);
    fireEvent.click(await screen.findByRole('button', { name: /Admin Humas/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Keluar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Logout failed. Please try again.');
  });

  it('an SSO session with an unusable logout address: the spec alert and a local logout only', async () => {
    document.cookie = 'bua_session=1; Path=/';
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    mockFetch((url) => (url.endsWith('/csrf') ? json({ csrfToken: 't' }) : url.endsWith('/signout') ? json({ url: '/' }) : json(session({ isSso: true, ssoLogoutUrl: null }))));
    render(<UserMenu />);
    fireEvent.click(await screen.findByRole('button', { name: /Admin Humas/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Keluar' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Global logout service is misconfigured. You have been logged out locally only.'));
    await waitFor(() => expect(loadFresh).toHaveBeenCalledWith('/'));
    alert.mockRestore();
  });

  it('the toast closes after 3 s with a 0.3 s fade', async () => {
    jest.useFakeTimers();
    window.sessionStorage.setItem('bua:signed-out', '1');
    mockFetch(() => json({}));
    render(<UserMenu />);
    const toast = await screen.findByRole('status');
    expect(toast).toHaveClass('opacity-100');
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByRole('status')).toHaveClass('opacity-0');
    act(() => jest.advanceTimersByTime(300));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('asks again 5 minutes before the token expires, so the server refreshes it', async () => {
    jest.useFakeTimers();
    jest.setSystemTime(NOW_S * 1000);
    document.cookie = 'bua_session=1; Path=/';
    mockFetch(() => json(session({ tokenExpiresAt: NOW_S + 310 })));
    render(<UserMenu />);
    await screen.findByRole('button', { name: /Admin Humas/ });
    expect(fetchStub.requests()).toHaveLength(1);
    await act(async () => {
      jest.advanceTimersByTime(10_000);
    });
    expect(fetchStub.requests()).toHaveLength(1);
    await act(async () => {
      jest.advanceTimersByTime(1_500);
    });
    expect(fetchStub.requests()).toHaveLength(2);
  });

  it('validates every 15 minutes', async () => {
    jest.useFakeTimers();
    jest.setSystemTime(NOW_S * 1000);
    document.cookie = 'bua_session=1; Path=/';
    mockFetch(() => json(session({ tokenExpiresAt: NOW_S + 7 * 24 * 3600 })));
    render(<UserMenu />);
    await screen.findByRole('button', { name: /Admin Humas/ });
    await act(async () => {
      jest.advanceTimersByTime(15 * 60_000);
    });
    expect(fetchStub.requests()).toEqual(['GET /api/auth/session', 'GET /api/auth/session']);
  });

  it('a sign-out in another tab signs this one out', async () => {
    document.cookie = 'bua_session=1; Path=/';
    mockFetch(() => json(session()));
    render(<UserMenu />);
    await screen.findByRole('button', { name: /Admin Humas/ });
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'bua_auth_event', newValue: JSON.stringify({ event: 'signout', at: Date.now(), tab: 'another-tab' }) }));
    });
    await waitFor(() => expect(loadFresh).toHaveBeenCalledWith());
  });
});
