import Link from '@/components/ui/Link';
import { formatShortDate } from '@/lib/content/dates';
import type { StaffPost } from '@/lib/staff/model';
import { STAFF_TEXTS } from '@/lib/staff/texts';
import { TypeBadge } from './Badges';

/**
 * A dashboard list (behaviour §2.15 'Konten Terbaru', 2.16 'Lihat Konten Diproses'): type badge, title,
 * optional author, dd/mm/yy date and 'Lihat'; the empty text 'Tidak ada ungahan terbaru'.
 */
export function PostFeed({ posts, showAuthor, linkTo, incomplete }: { posts: StaffPost[]; showAuthor: boolean; linkTo: 'view' | 'edit'; incomplete: boolean }) {
  return (
    <>
      {incomplete && (
        <p role="alert" className="mb-3 text-sm text-red-800">
          {STAFF_TEXTS.partialFailure}
        </p>
      )}
      {posts.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-10 text-center text-slate-600">{STAFF_TEXTS.emptyRecent}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white shadow-sm">
          {posts.map((post) => {
            const external = linkTo === 'edit' || post.view.external;
            const href = linkTo === 'edit' ? post.editUrl : post.view.href;
            const linkClass = 'shrink-0 rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50';
            return (
              <li key={`${post.type}-${post.id}`} className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center" data-testid="feed-item">
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <TypeBadge type={post.type} />
                    <time dateTime={post.date} className="text-xs tabular-nums text-slate-600">
                      {formatShortDate(post.date)}
                    </time>
                    {showAuthor && <span className="text-xs text-slate-600">{post.authorName}</span>}
                  </div>
                  <p className="mt-1 font-medium text-slate-900">{post.title}</p>
                </div>
                {external ? (
                  <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`${STAFF_TEXTS.view} ${post.title} ${STAFF_TEXTS.newTab}`} className={linkClass}>
                    {STAFF_TEXTS.view}
                  </a>
                ) : (
                  <Link href={href} prefetch={false} aria-label={`${STAFF_TEXTS.view} ${post.title}`} className={linkClass}>
                    {STAFF_TEXTS.view}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
