import type { Metadata } from 'next';
import Link from '@/components/ui/Link';
import { postHref } from '@/components/post/PostCard';
import { formatLongDate } from '@/lib/content/dates';
import { getBureau } from '@/lib/content/bureaus';
import { loadPublicPost } from '@/lib/loaders/post';
import { redirectIfMoved } from '@/lib/loaders/redirectIfMoved';
import { shareMetadata } from '@/lib/seo/share';
import { ShareRedirect } from './ShareRedirect';
import { NotFoundView } from '@/components/ui/NotFoundView';
import { NOT_FOUND_METADATA } from '@/lib/seo/metadata';

type Params = Promise<{ slug: string }>;

/** Cached per post like the detail pages: webhooks refresh it by tag, 60 s is the safety net. */
export const revalidate = 60;

export async function generateStaticParams() {
  return [];
}

/** Behaviour §2.1: share addresses are for news. */
const SHARED_TYPE = 'berita';

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const post = await loadPublicPost(SHARED_TYPE, (await params).slug);
  return post ? shareMetadata(post) : NOT_FOUND_METADATA;
}

/**
 * /share/{slug}: the address the share button hands out. Link-preview crawlers (which run no
 * JavaScript) get a 200 with the post's Open Graph and Twitter tags; a person's browser is sent
 * on to the post at once, and without JavaScript sees its summary and a link to it.
 */
export default async function SharePage({ params }: { params: Params }) {
  const { slug } = await params;
  const post = await loadPublicPost(SHARED_TYPE, slug);
  if (!post) await redirectIfMoved(SHARED_TYPE, slug, { form: 'share' });
  if (!post) return <NotFoundView />;
  const href = postHref(post);
  const bureau = getBureau(post.bureauId);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <ShareRedirect href={href} />
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Berita{bureau ? ` · Biro ${bureau.name}` : ''}</p>
      <h1 className="mt-2 text-2xl font-bold leading-tight text-brand-900 sm:text-3xl">{post.title}</h1>
      <time dateTime={post.date} className="mt-2 block text-sm text-slate-600">
        {formatLongDate(post.date)}
      </time>
      {post.excerptText && <p className="mt-4 text-slate-700">{post.excerptText}</p>}
      <Link href={href} className="mt-6 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
        Baca selengkapnya
      </Link>
    </article>
  );
}
