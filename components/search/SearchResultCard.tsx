import Link from '@/components/ui/Link';
import { InternalBadge } from '@/components/post/PostCard';
import { PostImage } from '@/components/post/PostImage';
import { getBureau, UNKNOWN_BUREAU } from '@/lib/content/bureaus';
import { CONTENT_TYPE_LABELS, type PostType } from '@/lib/content/content-types';
import { formatLongDate } from '@/lib/content/dates';
import type { SearchHit } from '@/lib/search/searchIndex';
import { MarkedText } from './MarkedText';

/** Behaviour §2.5: detail links carry the bureau, or 'unknown' when the post has none. */
export function searchResultHref(post: SearchHit & { post_type: PostType }): string {
  return `/${post.post_type}/biro/${getBureau(post.bureau_id)?.id ?? UNKNOWN_BUREAU}/${encodeURIComponent(post.slug)}`;
}

/**
 * One hit: thumbnail, type badge, bureau, date, linked title and an excerpt around the match, the
 * searched words marked (all plain text, escaped by React).
 */
export function SearchResultCard({ post }: { post: SearchHit & { post_type: PostType } }) {
  const bureauName = getBureau(post.bureau_id)?.name ?? null;
  return (
    <article className="flex gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="relative hidden aspect-video w-40 shrink-0 overflow-hidden rounded bg-slate-100 sm:block">
        <PostImage src={post.thumbnail ?? null} alt="" type={post.post_type} width={160} height={90} className="h-full w-full object-cover" />
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
          <span className="rounded bg-brand-700 px-2 py-0.5 font-semibold uppercase tracking-wide text-white">{CONTENT_TYPE_LABELS[post.post_type]}</span>
          {bureauName && <span>Biro {bureauName}</span>}
          <time dateTime={post.date}>{formatLongDate(post.date)}</time>
          {post.status === 'private' && <InternalBadge />}
        </div>
        <h2 className="mt-2 text-lg font-semibold leading-snug text-brand-900">
          <Link href={searchResultHref(post)} className="hover:underline">
            <MarkedText parts={post.title} />
          </Link>
        </h2>
        {post.summary.length > 0 && (
          <p className="mt-1 line-clamp-3 text-sm text-slate-700">
            <MarkedText parts={post.summary} />
          </p>
        )}
      </div>
    </article>
  );
}
