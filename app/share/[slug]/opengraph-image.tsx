import { ImageResponse } from 'next/og';
import { ShareImage } from '@/components/seo/ShareImage';
import { CACHE_CONTROL } from '@/lib/cache/policy';
import { getBureau } from '@/lib/content/bureaus';
import { loadPublicPost } from '@/lib/loaders/post';
import { ogBackground } from '@/lib/seo/og-background';
import { ogFonts } from '@/lib/seo/og-fonts';
import { ogSafeText } from '@/lib/seo/og-text';
import { SHARE_IMAGE_SIZE } from '@/lib/seo/share';
import { SITE } from '@/lib/seo/site';

type Params = Promise<{ slug: string }>;

/**
 * Drawn once per post version and kept like a page: the post's tags expire it when its title or
 * image changes; lib/cache/policy.test.ts holds the number.
 */
export const revalidate = 86400;

/** Each image is drawn on its first request, then served from the cache. */
export async function generateStaticParams() {
  return [];
}

/** Behaviour §9: the open-graph image is 1200×630; the share page's tags (lib/seo/share.ts) name it, with its alt text. */
export const size = { width: SHARE_IMAGE_SIZE.width, height: SHARE_IMAGE_SIZE.height };
export const contentType = 'image/png';

/** The share image of a berita: its featured image and title, in the portal's colours. */
export default async function Image({ params }: { params: Params }) {
  const post = await loadPublicPost('berita', (await params).slug);
  // A plain 404, kept seconds (a cached route's 404 would be kept like the image).
  if (!post) return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE_CONTROL.notFound } });
  const [fonts, background] = await Promise.all([ogFonts(), ogBackground(post.imageUrl)]);
  const bureau = getBureau(post.bureauId);
  return new ImageResponse(
    <ShareImage
      title={ogSafeText(post.title, 140) || SITE.shortName}
      kicker={ogSafeText(bureau ? `Berita · Biro ${bureau.name}` : 'Berita', 70)}
      siteName={SITE.name}
      background={background}
    />,
    // Without Geist (unreadable files), next/og's own bundled font: still offline, never a CDN.
    { ...size, ...(fonts.length > 0 ? { fonts } : {}), headers: { 'Cache-Control': CACHE_CONTROL.shareImage } },
  );
}
