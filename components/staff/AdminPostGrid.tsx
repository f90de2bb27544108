'use client';

import { PostImage } from '@/components/post/PostImage';
import { formatShortDate } from '@/lib/content/dates';
import type { StaffPost } from '@/lib/staff/model';
import { StatusBadge } from './Badges';
import { PostActions } from './PostActions';

/** Berita and artikel (behaviour §2.15): a card grid. */
export function AdminPostGrid({ posts, onDelete }: { posts: StaffPost[]; onDelete: (post: StaffPost) => void }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {posts.map((post) => (
        <li key={post.id}>
          <article aria-label={post.title} className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
            <div className="relative aspect-video bg-slate-100">
              <PostImage src={post.imageUrl} alt={post.imageAlt} type={post.type} sizes="(max-width: 640px) 100vw, (max-width: 1280px) 50vw, 25vw" />
            </div>
            <div className="flex flex-1 flex-col gap-2 p-4">
              <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
                <StatusBadge status={post.status} />
                <time dateTime={post.date}>{formatShortDate(post.date)}</time>
              </div>
              {/* The screen's second level: the grid sits right under its h1. */}
              <h2 className="line-clamp-3 font-semibold leading-snug text-brand-900">{post.title}</h2>
              <p className="text-xs text-slate-600">{post.authorName}</p>
              <div className="mt-auto pt-2">
                <PostActions post={post} onDelete={onDelete} />
              </div>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
