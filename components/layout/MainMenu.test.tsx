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

/** A menu's toggle: the `<summary>` of a native disclosure, found by its name. */
function toggle(name: string): HTMLElement {
  const summary = [...document.querySelectorAll('summary')].find((element) => element.textContent?.includes(name));
  if (!summary) throw new Error(`no toggle named ${name}`);
  return summary as HTMLElement;
}
const bureauButton = () => toggle('Daftar biro');
const hamburger = () => toggle('Buka menu');
const isOpen = (summary: HTMLElement) => (summary.parentElement as HTMLDetailsElement).open;

beforeEach(() => {
  mockedPathname.mockReturnValue('/');
});

describe('MainMenu', () => {
  it('lists home, the four types and the profile', () => {
    render(<MainMenu />);
    const nav = screen.getByRole('navigation', { name: 'Menu utama' });
    const topLinks = within(nav).getAllByRole('link').filter((link) => !link.closest('#menu-biro'));
    expect(topLinks.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
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

  it('opens the bureau dropdown with its native toggle and lists the seven bureau pages', () => {
    render(<MainMenu />);
    expect(isOpen(bureauButton())).toBe(false);
    expect(bureauButton()).toHaveAttribute('aria-controls', 'menu-biro');
    const list = document.getElementById('menu-biro') as HTMLElement;
    // Shown by CSS when its details is open (peer-open), so it is in the server's HTML.
    expect(list).toHaveClass('hidden', 'peer-open:block');
    expect(list.previousElementSibling).toBe(bureauButton().parentElement);
    expect(within(list).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(BUREAU_PAGES);
    fireEvent.click(bureauButton());
    expect(isOpen(bureauButton())).toBe(true);
    fireEvent.click(bureauButton());
    expect(isOpen(bureauButton())).toBe(false);
  });

  it('never sets open itself: a menu opened before hydration stays open', () => {
    render(<MainMenu />);
    expect(document.querySelector('details[open]')).toBeNull();
  });

  it('closes the dropdown with Escape and gives the focus back to its toggle', () => {
    render(<MainMenu />);
    fireEvent.click(bureauButton());
    screen.getByRole('link', { name: 'Biro Umum' }).focus();
    fireEvent.keyDown(document, { key: 'Enter' });
    expect(isOpen(bureauButton())).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(isOpen(bureauButton())).toBe(false);
    expect(bureauButton()).toHaveFocus();
  });

  it('closes the dropdown on a click outside it, not inside it', () => {
    render(<MainMenu />);
    fireEvent.click(bureauButton());
    fireEvent.click(screen.getByRole('link', { name: 'Biro Umum' }));
    expect(isOpen(bureauButton())).toBe(true);
    fireEvent.click(document.body);
    expect(isOpen(bureauButton())).toBe(false);
  });

  it('toggles the hamburger menu, whose names swap by CSS', () => {
    render(<MainMenu />);
    const menu = document.getElementById('main-menu') as HTMLElement;
    expect(hamburger()).toHaveAttribute('aria-controls', 'main-menu');
    expect(menu).toHaveClass('hidden', 'peer-open:flex', 'md:flex');
    expect(menu.previousElementSibling).toBe(hamburger().parentElement);
    const [closedName, openName] = [...hamburger().querySelectorAll('span')];
    expect(closedName).toHaveTextContent('Buka menu');
    expect(closedName).toHaveClass('group-open:hidden');
    expect(openName).toHaveTextContent('Tutup menu');
    expect(openName).toHaveClass('hidden', 'group-open:inline');
    fireEvent.click(hamburger());
    expect(isOpen(hamburger())).toBe(true);
    fireEvent.click(hamburger());
    expect(isOpen(hamburger())).toBe(false);
  });

  it('closes the hamburger menu with Escape', () => {
    render(<MainMenu />);
    fireEvent.click(hamburger());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(isOpen(hamburger())).toBe(false);
  });

  it('closes both menus when the route changes, and not on a render of the same route', () => {
    const { rerender } = render(<MainMenu />);
    fireEvent.click(hamburger());
    fireEvent.click(bureauButton());
    rerender(<MainMenu />);
    expect(isOpen(hamburger())).toBe(true);
    mockedPathname.mockReturnValue('/BiroUmum');
    rerender(<MainMenu />);
    expect(isOpen(hamburger())).toBe(false);
    expect(isOpen(bureauButton())).toBe(false);
  });
});

describe('MainMenu on a bureau profile page', () => {
  it('marks Profil on /BiroHumas', () => {
    mockedPathname.mockReturnValue('/BiroHumas');
    render(<MainMenu />);
    expect(screen.getByRole('link', { name: 'Profil' })).toHaveClass('bg-brand-900');
  });
});
