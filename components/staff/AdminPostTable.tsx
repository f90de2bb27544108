'use client';

import { formatShortDate } from '@/lib/content/dates';
import type { StaffPost } from '@/lib/staff/model';
import { StatusBadge } from './Badges';
import { PostActions } from './PostActions';

const HEAD = 'px-3 py-3 text-left text-xs font-semibold uppercase tracking-wide text-white';
const CELL = 'px-3 py-3 align-top';

/** Pengumuman, undangan and SAKIP (spec 2.15): No, Judul, Penulis, Tanggal, Status, Aksi. */
export function AdminPostTable({ posts, firstNumber, caption, onDelete }: { posts: StaffPost[]; firstNumber: number; caption: string; onDelete: (post: StaffPost) => void }) {
  return (
    // Narrow screens scroll the table sideways; the region is focusable so keyboards can scroll it too.
    <div role="region" aria-label={caption} tabIndex={0} className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-700">
      <table className="w-full min-w-[34rem] border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-brand-800">
          <tr>
            <th scope="col" className={`${HEAD} w-12`}>
              No
            </th>
            <th scope="col" className={HEAD}>
              Judul
            </th>
            <th scope="col" className={`${HEAD} hidden w-36 md:table-cell`}>
              Penulis
            </th>
            <th scope="col" className={`${HEAD} w-24`}>
              Tanggal
            </th>
            <th scope="col" className={`${HEAD} w-28`}>
              Status
            </th>
            <th scope="col" className={`${HEAD} w-44 lg:w-60`}>
              Aksi
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {posts.map((post, index) => (
            <tr key={post.id} className="even:bg-slate-50">
              <td className={`${CELL} tabular-nums text-slate-600`}>{firstNumber + index}</td>
              <td className={`${CELL} font-medium text-brand-900`}>{post.title}</td>
              <td className={`${CELL} hidden text-slate-700 md:table-cell`}>{post.authorName}</td>
              <td className={`${CELL} tabular-nums text-slate-700`}>
                <time dateTime={post.date}>{formatShortDate(post.date)}</time>
              </td>
              <td className={CELL}>
                <StatusBadge status={post.status} />
              </td>
              <td className={CELL}>
                <PostActions post={post} onDelete={onDelete} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
