import type { Metadata } from 'next';
import { BureauListing } from '@/components/listing/BureauListing';
import { ListingNotFound } from '@/components/listing/ListingNotFound';
import { NotFoundView } from '@/components/ui/NotFoundView';
import { getBureau } from '@/lib/content/bureaus';
import { CONTENT_TYPE_LABELS, isPostType } from '@/lib/content/content-types';
import { bureauListingHref, parseListingPage } from '@/lib/content/listing';
import { loadBureauListing } from '@/lib/loaders/bureauListing';
import { listingNotFoundMetadata, NOT_FOUND_METADATA } from '@/lib/seo/metadata';
import { type Reader } from '@/lib/auth/visibility';

type Params = Promise<{ type: string; bureauId: string; page?: string }>;

/** The page an address names: 1 without a page segment, null for a segment that is no page. */
function pageOf(param: string | undefined): number | null {
  return param === undefined ? 1 : parseListingPage(param);
}

export async function bureauListingMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { type, bureauId, page: param } = await params;
  const bureau = getBureau(bureauId);
  if (!isPostType(type)) return listingNotFoundMetadata('type');
  if (!bureau) return listingNotFoundMetadata('bureau');
  const page = pageOf(param);
  if (page === null) return NOT_FOUND_METADATA;
  const title = `${CONTENT_TYPE_LABELS[type]} Biro ${bureau.name}`;
  return {
    title: page > 1 ? `${title} — Halaman ${page}` : title,
    description: `${CONTENT_TYPE_LABELS[type]} terbaru dari Biro ${bureau.name}, Badan Urusan Administrasi Mahkamah Agung RI.`,
    alternates: { canonical: bureauListingHref(type, bureau.id, page) },
  };
}

/**
 * /{type}/biro/{bureauId} and /{type}/biro/{bureauId}/halaman/{page}: one page of the bureau's
 * latest posts of one type (lib/loaders/bureauListing.ts); private ones with the INTERNAL badge in
 * the staff view. A page past the last is the 404 page.
 */
export function bureauListingPage(reader?: Reader) {
  return async function BureauListingPage({ params }: { params: Params }) {
    const { type, bureauId, page: param } = await params;
    const page = pageOf(param);
    if (page === null) return <NotFoundView />;
    const listing = await loadBureauListing(type, bureauId, reader, page);
    if (!listing.found) return listing.missing === 'page' ? <NotFoundView /> : <ListingNotFound what={listing.missing} />;
    return <BureauListing type={listing.type} bureau={listing.bureau} page={listing.page} pages={listing.pages} posts={listing.posts} />;
  };
}
