'use client';

import { useRef } from 'react';
import { SUMMARY_AS_BUTTON, ToggleLabel } from '@/components/ui/ToggleLabel';

/**
 * Header search: a GET form to /search that refuses an empty or blank term (behaviour §2.10), in a
 * native `<details>` so the toggle opens it from the first paint, before any script has run. Once
 * hydrated, opening it also focuses the field.
 */
export function SearchToggle() {
  const inputRef = useRef<HTMLInputElement>(null);

  return (
    <details className="group relative" onToggle={(event) => event.currentTarget.open && inputRef.current?.focus()}>
      <summary
        aria-controls="header-search"
        className={`${SUMMARY_AS_BUTTON} rounded p-1.5 text-white hover:bg-brand-700`}
      >
        <ToggleLabel closed="Buka pencarian" open="Tutup pencarian" />
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
      </summary>
      <form
        id="header-search"
        role="search"
        action="/search"
        method="get"
        className="absolute right-0 top-full z-40 mt-2 flex w-72 gap-2 rounded-md bg-white p-2 shadow-lg"
        onSubmit={(event) => {
          const input = inputRef.current;
          if (!input || input.value.trim() === '') event.preventDefault();
          else input.value = input.value.trim();
        }}
      >
        <label htmlFor="header-search-term" className="sr-only">
          Kata kunci pencarian
        </label>
        <input
          ref={inputRef}
          id="header-search-term"
          name="term"
          type="search"
          required
          pattern=".*\S.*"
          maxLength={200}
          placeholder="Cari berita, artikel..."
          className="min-w-0 flex-1 rounded border border-slate-300 px-2 py-1 text-sm text-slate-900"
        />
        <button type="submit" className="rounded bg-brand-700 px-3 py-1 text-sm font-semibold text-white hover:bg-brand-800">
          Cari
        </button>
      </form>
    </details>
  );
}
