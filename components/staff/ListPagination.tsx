'use client';

import { paginationText } from '@/lib/staff/pagination';
import { Pager } from './Pager';

interface ListPaginationProps {
  /** The page on show. */
  list: { posts: readonly unknown[]; total: number; page: number; totalPages: number };
  onPage: (page: number) => void;
  label: string;
}

/**
 * Under a staff list: 'Menampilkan … Konten (Halaman n dari m)' and the page buttons. Used by
 * ManagementScreen and RedakturListScreen.
 */
export function ListPagination({ list, onPage, label }: ListPaginationProps) {
  return (
    <div className="mt-6 flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-slate-700" data-testid="pagination-text">
        {paginationText(list.posts.length, list.total, list.page, list.totalPages)}
      </p>
      <Pager page={list.page} totalPages={list.totalPages} onPage={onPage} label={label} />
    </div>
  );
}
