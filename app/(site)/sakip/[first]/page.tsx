import type { Metadata } from 'next';
import { SakipDocumentPage, sakipDocumentMetadata } from '../document-page';

type Params = Promise<{ first: string }>;

/**
 * Documents change rarely: a rendered page is reused for up to 5 minutes. Next takes the lowest
 * of this and its WordPress fetches' own revalidate (lib/wp, WP_REVALIDATE_SECONDS), and edits
 * reach it sooner through the fetches' cache tags.
 */
export const revalidate = 300;

/** No document is built ahead: each is rendered on its first visit, then served from the cache. */
export async function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return sakipDocumentMetadata([(await params).first]);
}

/** /sakip/{slug} or /sakip/{id}: one SAKIP document (../document-page.tsx). */
export default async function SakipDocumentBySlugOrId({ params }: { params: Params }) {
  return <SakipDocumentPage segments={[(await params).first]} />;
}
