import type { Metadata } from 'next';
import { Suspense } from 'react';
import { LoadingNotice } from '@/components/sakip/LoadingNotice';
import { SakipDocumentNotFound } from '@/components/sakip/SakipDocumentNotFound';
import { SakipDocumentView } from '@/components/sakip/SakipDocumentView';
import { siteConfig } from '@/lib/config';
import { parseSakipPath, SAKIP_RELATED_LOADING_TEXT, sakipCategoryLabel, sakipDocumentHref } from '@/lib/content/sakip-path';
import { truncateChars } from '@/lib/content/text';
import { loadSakipDocumentAt } from '@/lib/loaders/sakip';
import { RelatedDocuments } from './related-documents';
import { NOT_FOUND_METADATA } from '@/lib/seo/metadata';

type Params = Promise<{ path: string[] }>;

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

async function documentFor(params: Params) {
  const path = parseSakipPath((await params).path);
  return path ? loadSakipDocumentAt(path) : null;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const document = await documentFor(params);
  if (!document) return NOT_FOUND_METADATA;
  const description = truncateChars(document.excerptText || `${sakipCategoryLabel(document.sakipCategory) ?? 'Dokumen SAKIP'}: ${document.title}`, 160);
  // One address per document, whichever form (id, category/slug) reached it.
  const canonical = `${siteConfig.url}${sakipDocumentHref(document.slug)}`;
  return {
    title: document.title,
    description,
    alternates: { canonical },
    openGraph: { type: 'article', title: document.title, description, url: canonical, locale: 'id_ID', publishedTime: document.date, modifiedTime: document.modified },
  };
}

/** /sakip/{slug}, /sakip/{id}, /sakip/{category}/{slug|id}: one SAKIP document (behaviour §2.9). */
export default async function SakipDocumentPage({ params }: { params: Params }) {
  const document = await documentFor(params);
  if (!document) return <SakipDocumentNotFound />;
  // The related block needs all documents; on a client-side navigation the document shows first.
  return (
    <SakipDocumentView
      document={document}
      related={
        <Suspense fallback={<LoadingNotice text={SAKIP_RELATED_LOADING_TEXT} compact />}>
          <RelatedDocuments document={document} />
        </Suspense>
      }
    />
  );
}
