import { Breadcrumb } from '@/components/post/Breadcrumb';
import { PdfLinks } from '@/components/post/PdfLinks';
import { PostBody } from '@/components/post/PostBody';
import { formatLongDate } from '@/lib/content/dates';
import { extractPdfLinks, removePdfFileBlocks } from '@/lib/content/pdf';
import { sakipDocumentYear } from '@/lib/content/sakip';
import type { Post } from '@/lib/wp';
import { SakipCategoryBadge } from './SakipCategoryBadge';
import { SakipDocumentInfo } from './SakipDocumentInfo';

/** Behaviour §5: the link text of a SAKIP PDF whose link has none. */
export const SAKIP_PDF_DEFAULT_NAME = 'Dokumen SAKIP';

/** A single SAKIP document (behaviour §2.9): title, category, year, body, its PDFs, then the related block it is given. */
export function SakipDocumentView({ document, related }: { document: Post; related: React.ReactNode }) {
  const pdfLinks = extractPdfLinks(document.contentHtml, SAKIP_PDF_DEFAULT_NAME);
  return (
    <article className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={[{ label: 'BUA', href: '/' }, { label: 'SAKIP', href: '/sakip' }]} current={document.title} />
      <header className="mt-5 max-w-4xl">
        <SakipCategoryBadge category={document.sakipCategory} />
        <h1 className="mt-3 text-2xl font-bold leading-tight text-brand-900 sm:text-3xl">{document.title}</h1>
        <p className="mt-2 text-sm text-slate-600">
          Tahun {sakipDocumentYear(document.date)} · Diterbitkan <time dateTime={document.date}>{formatLongDate(document.date)}</time>
        </p>
      </header>
      <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          <PostBody html={removePdfFileBlocks(document.contentHtml)} />
          <PdfLinks links={pdfLinks} heading="Unduh Dokumen" />
        </div>
        <div className="lg:row-span-2">
          <SakipDocumentInfo document={document} />
        </div>
      </div>
      {related}
    </article>
  );
}
