import Link from '@/components/ui/Link';
import { PostImage } from '@/components/post/PostImage';
import { getBureau } from '@/lib/content/bureaus';
import { formatLongDate } from '@/lib/content/dates';
import { sakipDocumentYear } from '@/lib/content/sakip';
import { sakipCategoryLabel } from '@/lib/content/sakip-path';
import type { Post } from '@/lib/wp';

/** Side card of a document page: cover (or the SAKIP default image) and the document's facts. */
export function SakipDocumentInfo({ document }: { document: Post }) {
  const bureau = getBureau(document.bureauId);
  const facts: [string, React.ReactNode][] = [
    ['Kategori', sakipCategoryLabel(document.sakipCategory) ?? '-'],
    ['Tahun', sakipDocumentYear(document.date) ?? '-'],
    ['Tanggal terbit', <time key="date" dateTime={document.date}>{formatLongDate(document.date)}</time>],
  ];
  if (bureau) facts.push(['Unit pengelola', `Biro ${bureau.name}`]);
  return (
    <aside aria-label="Informasi dokumen" className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <div className="relative aspect-video bg-slate-100">
        <PostImage src={document.imageUrl} alt={document.imageAlt} type="sakip" sizes="(max-width: 1024px) 100vw, 320px" />
      </div>
      <dl className="divide-y divide-slate-100 px-4 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 py-2.5">
            <dt className="text-slate-500">{label}</dt>
            <dd className="text-right font-medium text-slate-800">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="border-t border-slate-100 p-4">
        <Link href="/sakip" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
          <span aria-hidden="true">←</span> Kembali ke daftar SAKIP
        </Link>
      </div>
    </aside>
  );
}
