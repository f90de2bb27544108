'use client';

import Link from '@/components/ui/Link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { MAIN_MENU, PROFILE_MENU } from '@/lib/content/navigation';
import { SUMMARY_AS_BUTTON, ToggleLabel } from '@/components/ui/ToggleLabel';

function isActive(pathname: string, href: string) {
  if (href === '/') return pathname === '/';
  // The bureau profile pages (/BiroHumas …) belong to the profile entry.
  if (href === PROFILE_MENU.href && /^\/Biro[A-Z]/.test(pathname)) return true;
  return pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * The toggle of a menu: a native `<details>` whose `<summary>` opens and closes the list beside it
 * (a `peer-open:` sibling), so a tap works from the first paint, before and without any script.
 * React only adds closing: Escape, a click outside, a change of route. It never sets `open` itself,
 * so hydration cannot close what a reader opened.
 */
function MenuToggle({ id, className, summaryClass, children, detailsRef }: {
  id: string;
  className?: string;
  summaryClass: string;
  children: ReactNode;
  detailsRef: RefObject<HTMLDetailsElement | null>;
}) {
  return (
    <details ref={detailsRef} className={`group peer ${className ?? ''}`}>
      <summary aria-controls={id} className={`${SUMMARY_AS_BUTTON} ${summaryClass}`}>
        {children}
      </summary>
    </details>
  );
}

function close(details: HTMLDetailsElement | null, returnFocus: boolean) {
  if (!details?.open) return;
  const list = details.nextElementSibling;
  const focusWasInside = list?.contains(document.activeElement) ?? false;
  details.open = false;
  if (returnFocus && focusWasInside) details.querySelector('summary')?.focus();
}

/**
 * Main menu with the bureau dropdown; below 768 px (spec: 767 px or less) it folds into a
 * hamburger. Both open with the keyboard and close with Escape or on navigation.
 */
export function MainMenu() {
  const pathname = usePathname();
  const mobileRef = useRef<HTMLDetailsElement>(null);
  const profileRef = useRef<HTMLDetailsElement>(null);
  const profileItemRef = useRef<HTMLLIElement>(null);

  // Close both menus when the route changes, not when the page first hydrates.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    close(mobileRef.current, false);
    close(profileRef.current, false);
  }, [pathname]);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      close(profileRef.current, true);
      close(mobileRef.current, true);
    }
    function onClick(event: MouseEvent) {
      if (profileItemRef.current && !profileItemRef.current.contains(event.target as Node)) close(profileRef.current, false);
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
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between px-4 md:flex-nowrap">
        <MenuToggle id="main-menu" detailsRef={mobileRef} className="md:hidden" summaryClass="my-2 rounded p-2 text-white hover:bg-brand-700">
          <ToggleLabel closed="Buka menu" open="Tutup menu" />
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
            <path className="group-open:hidden" d="M4 7h16M4 12h16M4 17h16" />
            <path className="hidden group-open:inline" d="M6 6l12 12M18 6 6 18" />
          </svg>
        </MenuToggle>
        <ul id="main-menu" className="hidden w-full flex-col gap-1 pb-3 peer-open:flex md:flex md:w-auto md:flex-row md:pb-0">
          {MAIN_MENU.map((item) => (
            <li key={item.href}>
              <Link href={item.href} className={linkClass(isActive(pathname, item.href))} aria-current={isActive(pathname, item.href) ? 'page' : undefined}>
                {item.label}
              </Link>
            </li>
          ))}
          <li ref={profileItemRef} className="relative flex flex-wrap items-center">
            <Link href={PROFILE_MENU.href} className={linkClass(isActive(pathname, PROFILE_MENU.href))}>
              {PROFILE_MENU.label}
            </Link>
            <MenuToggle id="menu-biro" detailsRef={profileRef} summaryClass="rounded p-2 text-white hover:bg-brand-700">
              <span className="sr-only">Daftar biro</span>
              <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 group-open:rotate-180" fill="currentColor">
                <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
              </svg>
            </MenuToggle>
            <ul id="menu-biro" className="z-40 mt-1 hidden w-full rounded-md bg-white py-1 shadow-lg peer-open:block md:absolute md:left-0 md:top-full md:w-80">
              {PROFILE_MENU.children.map((child) => (
                <li key={child.href}>
                  <Link href={child.href} className="block px-4 py-2 text-sm text-slate-800 hover:bg-brand-50 focus:bg-brand-50">
                    {child.label}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        </ul>
      </div>
    </nav>
  );
}
