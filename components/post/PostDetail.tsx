import { CONTENT_TYPE_LABELS, type PostType } from '@/lib/content/content-types';
import { getBureau } from '@/lib/content/bureaus';
import { formatLongDate } from '@/lib/content/dates';
import { extractPdfLinks, removePdfFileBlocks } from '@/lib/content/pdf';
import { siteConfig } from '@/lib/config';
import { postCanonicalPath } from '@/lib/seo/postMetadata';
import { newsArticleJsonLd } from '@/lib/seo/jsonld';
import { JsonLd } from '@/components/seo/JsonLd';
import type { Post } from '@/lib/wp';
import { Breadcrumb, type BreadcrumbItem } from './Breadcrumb';
import { PdfLinks } from './PdfLinks';
import { InternalBadge } from './PostCard';
import { PostBody } from './PostBody';
import { PostImage } from './PostImage';
import { RelatedContent } from './RelatedContent';
import { ShareButton } from './ShareButton';

/** Default link text of PDF cards per type (behaviour §5). */
const PDF_DEFAULT_NAME: Record<PostType, string> = {
  berita: 'PDF Document',
  artikel: 'PDF Document',
  pengumuman: 'PDF Document',
  undangan: 'PDF Document',
};

/** Breadcrumb of behaviour §2.6 (berita, artikel: BUA > Type > bureau) and 2.7 (pengumuman, undangan: home > Type > bureau list). */
function breadcrumbFor(post: Post & { type: PostType }): BreadcrumbItem[] {
  const bureau = getBureau(post.bureauId);
  const announcement = post.type === 'pengumuman' || post.type === 'undangan';
  const items: BreadcrumbItem[] = [
    { label: announcement ? 'Beranda' : 'BUA', href: '/' },
    { label: CONTENT_TYPE_LABELS[post.type], href: `/${post.type}` },
  ];
  if (bureau) items.push({ label: bureau.name, href: `/${post.type}/biro/${bureau.id}` });
  return items;
}

/**
 * A post page of the four types: breadcrumb, title, image, sanitised body, PDF cards, share on
 * berita, and its NewsArticle structured data (the breadcrumb adds its BreadcrumbList).
 */
export function PostDetail({ post }: { post: Post & { type: PostType } }) {
  const pdfLinks = extractPdfLinks(post.contentHtml, PDF_DEFAULT_NAME[post.type]);
  const bureau = getBureau(post.bureauId);
  const canonicalPath = postCanonicalPath(post);
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <JsonLd data={newsArticleJsonLd(post, canonicalPath)} />
      <article className="min-w-0">
        <Breadcrumb items={breadcrumbFor(post)} current={post.title} currentPath={canonicalPath} />
        <h1 className="mt-4 text-2xl font-bold leading-tight text-brand-900 sm:text-3xl">{post.title}</h1>
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600">
          <time dateTime={post.date}>{formatLongDate(post.date)}</time>
          {post.status === 'private' && <InternalBadge />}
          <span>{post.authorName}</span>
          {bureau && <span>Biro {bureau.name}</span>}
          {post.type === 'berita' && <ShareButton url={`${siteConfig.url}/share/${post.slug}`} title={post.title} />}
        </div>
        <div className="relative mt-6 aspect-video overflow-hidden rounded-lg bg-slate-100">
          <PostImage src={post.imageUrl} alt={post.imageAlt} type={post.type} sizes="(max-width: 1024px) 100vw, 860px" priority />
        </div>
        <div className="mt-6">
          <PostBody html={removePdfFileBlocks(post.contentHtml)} />
        </div>
        <PdfLinks links={pdfLinks} />
      </article>
      <aside aria-label="Konten terkait">
        <RelatedContent type={post.type} excludeId={post.id} />
      </aside>
    </div>
  );
}
