import Link from '@/components/ui/Link';
import { formatShortDate } from '@/lib/content/dates';
import { sakipDocumentYear } from '@/lib/content/sakip';
import { sakipCategoryLabel, sakipDocumentHref } from '@/lib/content/sakip-path';
import type { Post } from '@/lib/wp';

/** 'Dokumen SAKIP Terkait' (behaviour §2.9), the block a document page ends with. */
export function SakipRelated({ documents }: { documents: Pick<Post, 'id' | 'slug' | 'title' | 'date' | 'sakipCategory'>[] }) {
  if (documents.length === 0) return null;
  return (
    <section aria-labelledby="dokumen-terkait" className="mt-12 border-t border-slate-200 pt-8">
      <h2 id="dokumen-terkait" className="text-xl font-semibold text-brand-900">
        Dokumen SAKIP Terkait
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {documents.map((document) => (
          <li key={document.id} className="flex flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-600">
            <span className="text-xs font-semibold uppercase tracking-wide text-brand-700">{sakipCategoryLabel(document.sakipCategory) ?? 'Dokumen SAKIP'}</span>
            <Link href={sakipDocumentHref(document.slug)} className="mt-1 font-semibold leading-snug text-brand-800 hover:underline">
              {document.title}
            </Link>
            <span className="mt-auto pt-3 text-sm text-slate-600">
              Tahun {sakipDocumentYear(document.date)} · <time dateTime={document.date}>{formatShortDate(document.date)}</time>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
