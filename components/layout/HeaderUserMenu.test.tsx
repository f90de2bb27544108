import { act, render, screen } from '@testing-library/react';
import { installFetchStub, jsonResponse } from '@/tests/unit/fetchStub';
import { staffProfile } from '@/tests/unit/sessions';
import { HeaderUserMenu } from './HeaderUserMenu';

const router = { push: jest.fn(), refresh: jest.fn(), replace: jest.fn(), back: jest.fn(), forward: jest.fn(), prefetch: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

const fetchStub = installFetchStub();

function clearHint() {
  document.cookie = 'bua_session=; Path=/; Max-Age=0';
}

afterEach(clearHint);

describe('HeaderUserMenu', () => {
  it("shows 'Masuk' at once and asks nothing without the hint cookie", async () => {
    render(<HeaderUserMenu />);
    expect(screen.getByRole('link', { name: 'Masuk' })).toHaveAttribute('href', '/login');
    await act(async () => undefined);
    expect(fetchStub.requests()).toEqual([]);
  });

  it('loads the signed-in menu when the hint cookie is there, and it shows the user', async () => {
    document.cookie = 'bua_session=1; Path=/';
    fetchStub.mock.mockResolvedValue(jsonResponse({ expires: 'x', user: staffProfile('admin'), isSso: false, tokenExpiresAt: 1_800_000_000, ssoLogoutUrl: null }));
    render(<HeaderUserMenu />);
    expect(screen.queryByRole('link', { name: 'Masuk' })).toBeNull();
    expect(await screen.findByRole('button', { name: new RegExp(staffProfile('admin').name) })).toBeInTheDocument();
    expect(fetchStub.requests().length).toBeGreaterThan(0);
  });

  it('on the page a sign-out has just loaded, shows the sign-out toast and Masuk', async () => {
    window.sessionStorage.setItem('bua:signed-out', '1');
    render(<HeaderUserMenu />);
    expect(await screen.findByRole('status')).toHaveTextContent('Berhasil keluar');
    expect(screen.getByRole('link', { name: 'Masuk' })).toHaveAttribute('href', '/login');
    expect(window.sessionStorage.getItem('bua:signed-out')).toBeNull();
  });
});
