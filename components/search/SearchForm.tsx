'use client';

import { useRouter } from 'next/navigation';
import type { FormEvent } from 'react';
import { BUREAUS } from '@/lib/content/bureaus';
import { CONTENT_TYPE_LABELS, POST_TYPES } from '@/lib/content/content-types';
import { SEARCH_TERM_MAX, type SearchParams } from '@/lib/content/search-query';

const SORT_LABELS = { relevance: 'Relevansi', date_desc: 'Terbaru', date_asc: 'Terlama' } as const;

const field = 'mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30';

/**
 * The search form of /search. A plain GET form, so it works before (or without) JavaScript; a
 * blank term is refused by the browser (`required` + a pattern needing one non-space) and the
 * server treats one as no term anyway. With JavaScript, submitting drops empty filters from the
 * address and navigates without a full reload.
 */
export function SearchForm({ params }: { params: SearchParams }) {
  const router = useRouter();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget);
    const query = new URLSearchParams();
    for (const [key, value] of data) {
      if (typeof value === 'string' && value.trim() !== '') query.set(key, value.trim());
    }
    event.preventDefault();
    if (!query.get('term')) return;
    router.push(`/search?${query}`);
  }

  return (
    <form role="search" action="/search" method="get" onSubmit={onSubmit} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <label className="flex-1 text-sm font-medium text-slate-700">
          Kata kunci
          <input
            name="term"
            type="search"
            required
            pattern=".*\S.*"
            maxLength={SEARCH_TERM_MAX}
            defaultValue={params.term}
            placeholder="Cari berita, artikel, pengumuman, undangan..."
            className={field}
          />
        </label>
        <button type="submit" className="rounded-md bg-brand-700 px-6 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
          Cari
        </button>
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <label className="text-sm font-medium text-slate-700">
          Biro
          <select name="bureau" defaultValue={params.bureau ?? ''} className={field}>
            <option value="">Semua Biro</option>
            {BUREAUS.map((bureau) => (
              <option key={bureau.id} value={bureau.id}>
                {bureau.name}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-slate-700">
          Jenis Konten
          <select name="postType" defaultValue={params.postType ?? ''} className={field}>
            <option value="">Semua Jenis</option>
            {POST_TYPES.map((type) => (
              <option key={type} value={type}>
                {CONTENT_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-slate-700">
          Dari Tanggal
          <input name="dateFrom" type="date" defaultValue={params.dateFrom ?? ''} className={field} />
        </label>
        <label className="text-sm font-medium text-slate-700">
          Sampai Tanggal
          <input name="dateTo" type="date" defaultValue={params.dateTo ?? ''} className={field} />
        </label>
        <label className="text-sm font-medium text-slate-700">
          Urutkan
          <select name="sort" defaultValue={params.sort} className={field}>
            {Object.entries(SORT_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
    </form>
  );
}
