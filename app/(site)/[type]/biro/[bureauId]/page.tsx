import type { Metadata } from 'next';
import { BureauListing } from '@/components/listing/BureauListing';
import { getBureau } from '@/lib/content/bureaus';
import { CONTENT_TYPE_LABELS, isPostType } from '@/lib/content/content-types';
import { LISTING } from '@/lib/content/listing';
import { getPosts } from '@/lib/wp';
import { ListingNotFound } from '@/components/listing/ListingNotFound';
import { listingNotFoundMetadata } from '@/lib/seo/metadata';

type Params = Promise<{ type: string; bureauId: string }>;

export const revalidate = 60;

/** Rendered on first visit and cached; nothing is built ahead (the build does not depend on WordPress). */
export async function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { type, bureauId } = await params;
  const bureau = getBureau(bureauId);
  if (!isPostType(type)) return listingNotFoundMetadata('type');
  if (!bureau) return listingNotFoundMetadata('bureau');
  return {
    title: `${CONTENT_TYPE_LABELS[type]} Biro ${bureau.name}`,
    description: `${CONTENT_TYPE_LABELS[type]} terbaru dari Biro ${bureau.name}, Badan Urusan Administrasi Mahkamah Agung RI.`,
    alternates: { canonical: `/${type}/biro/${bureau.id}` },
  };
}

/**
 * /{type}/biro/{bureauId}: the bureau's latest posts of one type. An unknown type or bureau gets
 * its not-found view (404). A WordPress failure throws, so the error boundary shows
 * 'Kesalahan Memuat Konten' and a cached good page keeps being served while WordPress is down.
 */
export default async function BureauListingPage({ params }: { params: Params }) {
  const { type, bureauId } = await params;
  const bureau = getBureau(bureauId);
  if (!isPostType(type)) return <ListingNotFound what="type" />;
  if (!bureau) return <ListingNotFound what="bureau" />;
  const { posts } = await getPosts({ type, bureau: bureau.id, perPage: LISTING.bureauFetch });
  return <BureauListing type={type} bureau={bureau} posts={posts} />;
}
