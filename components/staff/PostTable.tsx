'use client';

import { formatShortDate } from '@/lib/content/dates';
import type { ReviewDecision } from '@/lib/wp/posts/reviewPost';
import type { StaffPost } from '@/lib/staff/model';
import { StatusBadge } from './Badges';
import { PostActions } from './PostActions';

const HEAD = 'px-3 py-3 text-left text-xs font-semibold uppercase tracking-wide text-white';
const CELL = 'px-3 py-3 align-top';

interface RowsProps {
  posts: StaffPost[];
  firstNumber: number;
  /** Admin lists: Edit and Hapus too. The editor's lists have Tinjau and Lihat only. */
  onDelete?: (post: StaffPost) => void;
  /** The editor's lists: Setujui and Tolak on pending rows. */
  onReview?: (post: StaffPost, decision: ReviewDecision) => void;
}

/** From 768 px: the table. */
function WideTable({ posts, firstNumber, caption, onDelete, onReview }: RowsProps & { caption: string }) {
  return (
    <div className="hidden overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm md:block" data-testid="post-table">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-brand-800">
          <tr>
            <th scope="col" className={`${HEAD} w-12`}>
              No
            </th>
            <th scope="col" className={HEAD}>
              Judul
            </th>
            <th scope="col" className={`${HEAD} w-32 lg:w-36`}>
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
              <td className={`${CELL} text-slate-700`}>{post.authorName}</td>
              <td className={`${CELL} tabular-nums text-slate-700`}>
                <time dateTime={post.date}>{formatShortDate(post.date)}</time>
              </td>
              <td className={CELL}>
                <StatusBadge status={post.status} />
              </td>
              <td className={CELL}>
                <PostActions post={post} onDelete={onDelete} onReview={onReview} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Below 768 px the rows become cards, so the actions stay in reach without scrolling sideways. */
function NarrowRows({ posts, firstNumber, onDelete, onReview }: RowsProps) {
  return (
    <ol className="space-y-3 md:hidden" data-testid="post-cards">
      {posts.map((post, index) => (
        <li key={post.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <p className="font-medium text-brand-900">
              <span className="mr-1 tabular-nums text-slate-500">{firstNumber + index}.</span>
              {post.title}
            </p>
            <StatusBadge status={post.status} />
          </div>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-500">Penulis</dt>
            <dd className="text-slate-800">{post.authorName}</dd>
            <dt className="text-slate-500">Tanggal</dt>
            <dd className="tabular-nums text-slate-800">
              <time dateTime={post.date}>{formatShortDate(post.date)}</time>
            </dd>
          </dl>
          <div className="mt-3">
            <PostActions post={post} onDelete={onDelete} onReview={onReview} />
          </div>
        </li>
      ))}
    </ol>
  );
}

/**
 * A staff table (behaviour §2.15 pengumuman, undangan, SAKIP; behaviour §2.16 every editor list): No, Judul,
 * Penulis, Tanggal, Status and Aksi from 768 px; the same rows as cards below.
 */
export function PostTable({ posts, firstNumber, caption, onDelete, onReview }: RowsProps & { caption: string }) {
  return (
    <>
      <WideTable posts={posts} firstNumber={firstNumber} caption={caption} onDelete={onDelete} onReview={onReview} />
      <NarrowRows posts={posts} firstNumber={firstNumber} onDelete={onDelete} onReview={onReview} />
    </>
  );
}
