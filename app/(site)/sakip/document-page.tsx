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

/*
 * One SAKIP document (behaviour §2.9) at /sakip/{slug}, /sakip/{id} ([first]/page.tsx) and
 * /sakip/{category}/{slug|id} ([first]/[second]/page.tsx). Two routes of fixed depth, not one
 * catch-all: Next (16, webpack) merges a catch-all page's client manifest into its parent's, so
 * /sakip's list would load whichever of the two pages' chunks the build listed last for the
 * client components they share (tests/e2e/js-budget.spec.ts).
 */

async function documentFor(segments: string[]) {
  const path = parseSakipPath(segments);
  return path ? loadSakipDocumentAt(path) : null;
}

export async function sakipDocumentMetadata(segments: string[]): Promise<Metadata> {
  const document = await documentFor(segments);
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

export async function SakipDocumentPage({ segments }: { segments: string[] }) {
  const document = await documentFor(segments);
  if (!document) return <SakipDocumentNotFound segments={segments} />;
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
