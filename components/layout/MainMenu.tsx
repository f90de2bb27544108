'use client';

import Link from '@/components/ui/Link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { MAIN_MENU, PROFILE_MENU } from '@/lib/content/navigation';

function isActive(pathname: string, href: string) {
  if (href === '/') return pathname === '/';
  // The bureau profile pages (/BiroHumas …) belong to the profile entry.
  if (href === PROFILE_MENU.href && /^\/Biro[A-Z]/.test(pathname)) return true;
  return pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * Main menu with the bureau dropdown; below 768 px (spec: 767 px or less) it folds into a
 * hamburger. Both open with the keyboard and close with Escape or on navigation.
 */
export function MainMenu() {
  const pathname = usePathname();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const profileRef = useRef<HTMLLIElement>(null);

  // Close both menus whenever the route changes.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setMobileOpen(false);
    setProfileOpen(false);
  }

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setProfileOpen(false);
        setMobileOpen(false);
      }
    }
    function onClick(event: MouseEvent) {
      if (profileRef.current && !profileRef.current.contains(event.target as Node)) setProfileOpen(false);
    }
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, []);

  const linkClass = (active: boolean) =>
    `block rounded px-3 py-2 text-sm font-semibold uppercase tracking-wide ${active ? 'bg-brand-900 text-gold-400' : 'text-white hover:bg-brand-700'}`;

  return (
    <nav aria-label="Menu utama" className="bg-brand-800">
      <div className="mx-auto flex max-w-7xl items-center justify-between px-4">
        <button
          type="button"
          className="my-2 rounded p-2 text-white hover:bg-brand-700 md:hidden"
          aria-expanded={mobileOpen}
          aria-controls="main-menu"
          onClick={() => setMobileOpen((value) => !value)}
        >
          <span className="sr-only">{mobileOpen ? 'Tutup menu' : 'Buka menu'}</span>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
            {mobileOpen ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
        <ul id="main-menu" className={`${mobileOpen ? 'flex' : 'hidden'} w-full flex-col gap-1 pb-3 md:flex md:w-auto md:flex-row md:pb-0`}>
          {MAIN_MENU.map((item) => (
            <li key={item.href}>
              <Link href={item.href} className={linkClass(isActive(pathname, item.href))} aria-current={isActive(pathname, item.href) ? 'page' : undefined}>
                {item.label}
              </Link>
            </li>
          ))}
          <li ref={profileRef} className="relative">
            <div className="flex items-center">
              <Link href={PROFILE_MENU.href} className={linkClass(isActive(pathname, PROFILE_MENU.href))}>
                {PROFILE_MENU.label}
              </Link>
              <button
                type="button"
                className="rounded p-2 text-white hover:bg-brand-700"
                aria-expanded={profileOpen}
                aria-controls="menu-biro"
                onClick={() => setProfileOpen((value) => !value)}
              >
                <span className="sr-only">Daftar biro</span>
                <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
                  <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
                </svg>
              </button>
            </div>
            {profileOpen && (
              <ul id="menu-biro" className="z-40 mt-1 w-full rounded-md bg-white py-1 shadow-lg md:absolute md:left-0 md:w-80">
                {PROFILE_MENU.children.map((child) => (
                  <li key={child.href}>
                    <Link href={child.href} className="block px-4 py-2 text-sm text-slate-800 hover:bg-brand-50 focus:bg-brand-50">
                      {child.label}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        </ul>
      </div>
    </nav>
  );
}
