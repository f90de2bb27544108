'use client';

import Link from '@/components/ui/Link';
import type { StaffPost } from '@/lib/staff/model';
import type { ReviewDecision } from '@/lib/wp/posts/reviewPost';
import { STAFF_TEXTS } from '@/lib/staff/texts';
import { ScriptButton } from '@/components/ui/ScriptButton';

const ACTION = 'inline-flex items-center rounded-md px-3 py-1.5 text-xs font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * Row actions of behaviour §2.15: Edit (WordPress's editor by id, new tab), Hapus, Tinjau (not yet
 * published: the portal's preview of the post, new tab) and Lihat. Without `onDelete`
 * (the editor's lists) only Tinjau and Lihat, plus — with `onReview`, for a pending post —
 * Setujui and Tolak. Names carry the title so a screen reader's list of links and buttons tells
 * the rows apart.
 */
export function PostActions({ post, onDelete, onReview }: { post: StaffPost; onDelete?: (post: StaffPost) => void; onReview?: (post: StaffPost, decision: ReviewDecision) => void }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      {onDelete && (
        <a href={post.editUrl} target="_blank" rel="noopener noreferrer" aria-label={`${STAFF_TEXTS.edit} ${post.title} ${STAFF_TEXTS.newTab}`} className={`${ACTION} bg-sky-700 text-white hover:bg-sky-800`}>
          {STAFF_TEXTS.edit}
        </a>
      )}
      {onDelete && (
        <ScriptButton onClick={() => onDelete(post)} aria-label={`${STAFF_TEXTS.remove} ${post.title}`} className={`${ACTION} bg-red-700 text-white hover:bg-red-800`}>
          {STAFF_TEXTS.remove}
        </ScriptButton>
      )}
      {post.status !== 'publish' && (
        <a href={post.reviewUrl} target="_blank" rel="noopener noreferrer" aria-label={`${STAFF_TEXTS.review} ${post.title} ${STAFF_TEXTS.newTab}`} className={`${ACTION} bg-amber-500 text-slate-900 hover:bg-amber-600`}>
          {STAFF_TEXTS.review}
        </a>
      )}
      {onReview && post.status === 'pending' && (
        <>
          <ScriptButton onClick={() => onReview(post, 'approve')} aria-label={`${STAFF_TEXTS.approve} ${post.title}`} className={`${ACTION} bg-emerald-700 text-white hover:bg-emerald-800`}>
            {STAFF_TEXTS.approve}
          </ScriptButton>
          <ScriptButton onClick={() => onReview(post, 'reject')} aria-label={`${STAFF_TEXTS.reject} ${post.title}`} className={`${ACTION} bg-slate-700 text-white hover:bg-slate-800`}>
            {STAFF_TEXTS.reject}
          </ScriptButton>
        </>
      )}
      {post.view.external ? (
        <a href={post.view.href} target="_blank" rel="noopener noreferrer" aria-label={`${STAFF_TEXTS.view} ${post.title} ${STAFF_TEXTS.newTab}`} className={`${ACTION} border border-slate-300 text-slate-800 hover:bg-slate-100`}>
          {STAFF_TEXTS.view}
        </a>
      ) : (
        <Link href={post.view.href} prefetch={false} aria-label={`${STAFF_TEXTS.view} ${post.title}`} className={`${ACTION} border border-slate-300 text-slate-800 hover:bg-slate-100`}>
          {STAFF_TEXTS.view}
        </Link>
      )}
    </div>
  );
}
