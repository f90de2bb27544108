'use client';

import type { MouseEvent } from 'react';

/** Behaviour §9: sections are scrolled to 80 px plus the sticky header heights below the top. */
export const TAB_SCROLL_OFFSET = 80;

/** Target scroll position of a section: its top, less 80 px and the height of sticky headers. */
export function sectionScrollTop(sectionTop: number, scrollY: number, stickyHeights: number[]): number {
  return Math.max(0, sectionTop + scrollY - TAB_SCROLL_OFFSET - stickyHeights.reduce((sum, height) => sum + height, 0));
}

/**
 * Bureau tab bar of the landing lists (behaviour §2.4): plain anchors (work without JavaScript),
 * enhanced to scroll with the spec's offset. 4 tabs per row on wide screens.
 */
export function BureauTabs({ tabs }: { tabs: { id: string; label: string }[] }) {
  function scrollTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
    const section = document.getElementById(id);
    if (!section) return;
    event.preventDefault();
    const sticky = [...document.querySelectorAll<HTMLElement>('[data-sticky-header]')].map((element) => element.offsetHeight);
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: sectionScrollTop(section.getBoundingClientRect().top, window.scrollY, sticky), behavior: smooth ? 'smooth' : 'auto' });
    history.replaceState(null, '', `#${id}`);
    section.focus({ preventScroll: true });
  }

  return (
    <nav aria-label="Biro" data-sticky-header className="sticky top-0 z-30 border-y border-slate-200 bg-white/95 py-3 backdrop-blur">
      <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-2 px-4 sm:grid-cols-4">
        {tabs.map((tab) => (
          <li key={tab.id}>
            <a
              href={`#${tab.id}`}
              onClick={(event) => scrollTo(event, tab.id)}
              className="block rounded-md border border-brand-700 px-3 py-2 text-center text-sm font-semibold text-brand-800 hover:bg-brand-700 hover:text-white"
            >
              {tab.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
