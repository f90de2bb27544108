import { formatShortDate } from '@/lib/content/dates';
import { sakipDocumentYear } from '@/lib/content/sakip';
import { SAKIP_DOCUMENT_LOADING_TEXT, sakipCategoryLabel, sakipDocumentHref } from '@/lib/content/sakip-path';
import type { Post } from '@/lib/wp';
import { PendingLink } from '@/components/ui/PendingLink';

/** What a row shows of a document. */
export type SakipTableRow = Pick<Post, 'id' | 'slug' | 'title' | 'date' | 'sakipCategory'>;


/**
 * The SAKIP table of behaviour §2.9: No, Judul Dokumen, Tahun, plus the publication date in the
 * spec's dd/mm/yy (hidden on narrow screens so titles keep their room). Tahun is the year of
 * the post date, the same year the filter matches (behaviour §5). The cells' spacing is in
 * app/globals.css (`.sakip-table`): a list of every document repeats it on each cell.
 */
export function SakipTable({ documents, emptyText }: { documents: SakipTableRow[]; emptyText: string }) {
  return (
    <div className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className="sakip-table w-full table-fixed border-collapse text-sm">
        <caption className="sr-only">Daftar dokumen SAKIP</caption>
        <thead className="bg-brand-800">
          <tr>
            <th scope="col" className="w-12 sm:w-16">
              No
            </th>
            <th scope="col">
              Judul Dokumen
            </th>
            <th scope="col" className="w-16 sm:w-20">
              Tahun
            </th>
            <th scope="col" className="hidden w-28 sm:table-cell">
              Tanggal
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {documents.length === 0 ? (
            <tr>
              <td colSpan={4} className="px-4 py-12 text-center text-slate-600">
                <p role="status">{emptyText}</p>
              </td>
            </tr>
          ) : (
            documents.map((document, index) => {
              const category = sakipCategoryLabel(document.sakipCategory);
              return (
                <tr key={document.id}>
                  <td className="tabular-nums text-slate-600">{index + 1}</td>
                  <td>
                    <PendingLink href={sakipDocumentHref(document.slug)} pendingText={SAKIP_DOCUMENT_LOADING_TEXT} className="font-medium text-brand-800 hover:underline focus:underline">
                      {document.title}
                    </PendingLink>
                    {category && <span className="mt-0.5 block text-xs text-slate-500">{category}</span>}
                  </td>
                  <td className="tabular-nums">{sakipDocumentYear(document.date)}</td>
                  <td className="hidden tabular-nums text-slate-600 sm:table-cell">
                    <time dateTime={document.date}>{formatShortDate(document.date)}</time>
                  </td>
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
