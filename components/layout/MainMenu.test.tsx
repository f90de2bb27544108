import { fireEvent, render, screen, within } from '@testing-library/react';
import { usePathname } from 'next/navigation';
import { MainMenu } from './MainMenu';

jest.mock('next/navigation', () => ({ usePathname: jest.fn() }));

const mockedPathname = jest.mocked(usePathname);

const BUREAU_PAGES = [
  ['Biro Perencanaan dan Organisasi', '/BiroPerencanaan'],
  ['Biro Kepegawaian', '/BiroKepegawaian'],
  ['Biro Keuangan', '/BiroKeuangan'],
  ['Biro Perlengkapan', '/BiroPerlengkapan'],
  ['Biro Kesekretariatan Pimpinan', '/BiroSekretariatan'],
  ['Biro Hukum dan Hubungan Masyarakat', '/BiroHumas'],
  ['Biro Umum', '/BiroUmum'],
];

function bureauButton() {
  return screen.getByRole('button', { name: 'Daftar biro' });
}

beforeEach(() => {
  mockedPathname.mockReturnValue('/');
});

describe('MainMenu', () => {
  it('lists home, the four types and the profile', () => {
    render(<MainMenu />);
    const nav = screen.getByRole('navigation', { name: 'Menu utama' });
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Beranda', '/'],
      ['Berita', '/berita'],
      ['Artikel', '/artikel'],
      ['Pengumuman', '/pengumuman'],
      ['Undangan', '/undangan'],
      ['Profil', '/profil'],
    ]);
  });

  it('marks the entry of the current section', () => {
    mockedPathname.mockReturnValue('/berita/biro/humas/rapat-kerja');
    render(<MainMenu />);
    expect(screen.getByRole('link', { name: 'Berita' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Beranda' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Berita' })).toHaveClass('bg-brand-900');
  });

  it('marks home only on /', () => {
    render(<MainMenu />);
    expect(screen.getByRole('link', { name: 'Beranda' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Berita' })).not.toHaveAttribute('aria-current');
  });

  it('opens the bureau dropdown with its button and lists the seven bureau pages', () => {
    render(<MainMenu />);
    expect(bureauButton()).toHaveAttribute('aria-expanded', 'false');
    expect(bureauButton()).toHaveAttribute('aria-controls', 'menu-biro');
    expect(document.getElementById('menu-biro')).toBeNull();
    fireEvent.click(bureauButton());
    expect(bureauButton()).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById('menu-biro');
    expect(list).not.toBeNull();
    expect(within(list as HTMLElement).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(BUREAU_PAGES);
    fireEvent.click(bureauButton());
    expect(bureauButton()).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('menu-biro')).toBeNull();
  });

  it('closes the dropdown with Escape', () => {
    render(<MainMenu />);
    fireEvent.click(bureauButton());
    fireEvent.keyDown(document, { key: 'Enter' });
    expect(bureauButton()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(bureauButton()).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('menu-biro')).toBeNull();
  });

  it('closes the dropdown on a click outside it, not inside it', () => {
    render(<MainMenu />);
    fireEvent.click(bureauButton());
    fireEvent.click(screen.getByRole('link', { name: 'Biro Umum' }));
    expect(bureauButton()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(document.body);
    expect(bureauButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles the hamburger menu', () => {
    render(<MainMenu />);
    const menu = document.getElementById('main-menu') as HTMLElement;
    const hamburger = screen.getByRole('button', { name: 'Buka menu' });
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(hamburger).toHaveAttribute('aria-controls', 'main-menu');
    expect(menu).toHaveClass('hidden');
    fireEvent.click(hamburger);
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    expect(hamburger).toHaveAccessibleName('Tutup menu');
    expect(menu).toHaveClass('flex');
    expect(menu).not.toHaveClass('hidden');
    fireEvent.click(hamburger);
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(hamburger).toHaveAccessibleName('Buka menu');
    expect(menu).toHaveClass('hidden');
  });

  it('closes the hamburger menu with Escape', () => {
    render(<MainMenu />);
    const hamburger = screen.getByRole('button', { name: 'Buka menu' });
    fireEvent.click(hamburger);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes both menus when the route changes', () => {
    const { rerender } = render(<MainMenu />);
    fireEvent.click(screen.getByRole('button', { name: 'Buka menu' }));
    fireEvent.click(bureauButton());
    mockedPathname.mockReturnValue('/BiroUmum');
    rerender(<MainMenu />);
    expect(screen.getByRole('button', { name: 'Buka menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(bureauButton()).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('MainMenu on a bureau profile page', () => {
  it('marks Profil on /BiroHumas', () => {
    mockedPathname.mockReturnValue('/BiroHumas');
    render(<MainMenu />);
    expect(screen.getByRole('link', { name: 'Profil' })).toHaveClass('bg-brand-900');
  });
});
