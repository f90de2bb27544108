import Link from '@/components/ui/Link';
import { CONTENT_TYPE_LABELS, type PostType } from '@/lib/content/content-types';
import { formatLongDate } from '@/lib/content/dates';
import { htmlToText, truncateChars } from '@/lib/content/text';
import { getPosts, type Post } from '@/lib/wp';
import { PostImage } from './PostImage';
import { postHref } from './PostCard';
import { RelatedRetry } from './RelatedRetry';
import { logEvent } from '@/lib/log/logger.cjs';

/** Behaviour §9: related content asks for 5 and shows 3; the related-news excerpt is 150 characters. */
export const RELATED = { fetch: 5, shown: 3, excerptChars: 150 } as const;

export const RELATED_TEXTS = {
  heading: (type: PostType) => `${type.toUpperCase()} TERBARU`,
  empty: (type: PostType) => `No recent ${type} available.`,
  error: 'Gagal memuat konten terkait.',
} as const;

async function loadRelated(type: PostType, excludeId: number): Promise<Post[] | null> {
  try {
    const { posts } = await getPosts({ type, perPage: RELATED.fetch });
    return posts.filter((post) => post.id !== excludeId).slice(0, RELATED.shown);
  } catch (error) {
    logEvent('error', 'related.failed', { type, error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

/** Sidebar of behaviour §2.8: the newest posts of the same type, without the one being read. */
export async function RelatedContent({ type, excludeId }: { type: PostType; excludeId: number }) {
  const posts = await loadRelated(type, excludeId);
  const headingId = `terkait-${type}`;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <h2 id={headingId} className="border-b-2 border-gold-500 pb-2 text-sm font-bold tracking-wide text-brand-900">
        {RELATED_TEXTS.heading(type)}
      </h2>
      {posts === null ? (
        <div className="mt-4 text-sm">
          <p className="text-red-800">{RELATED_TEXTS.error}</p>
          <RelatedRetry />
        </div>
      ) : posts.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{RELATED_TEXTS.empty(type)}</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-4">
          {posts.map((post) => (
            <li key={post.id} className="flex gap-3">
              <div className="relative aspect-square w-20 shrink-0 overflow-hidden rounded">
                <PostImage src={post.imageUrl} alt={post.imageAlt} type={post.type} width={80} height={80} className="h-full w-full object-cover" />
              </div>
              <div className="min-w-0">
                <h3 className="line-clamp-3 text-sm font-semibold leading-snug text-brand-900">
                  <Link href={postHref(post)} className="hover:underline">
                    {post.title}
                  </Link>
                </h3>
                <time dateTime={post.date} className="mt-1 block text-xs text-slate-600">
                  {formatLongDate(post.date)}
                </time>
                {type === 'berita' && (
                  <p className="mt-1 line-clamp-2 text-xs text-slate-700">
                    {truncateChars(post.excerptText || htmlToText(post.contentHtml), RELATED.excerptChars)}
                  </p>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4 text-right text-sm">
        <Link href={`/${type}`} className="font-semibold text-brand-700 hover:underline">
          {CONTENT_TYPE_LABELS[type]} lainnya →
        </Link>
      </p>
    </section>
  );
}
