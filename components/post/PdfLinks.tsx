import type { PdfLink } from '@/lib/content/pdf';

/** PDF attachments of a post as link cards (behaviour §2.6: 'Click to view PDF'). */
export function PdfLinks({ links, heading = 'Lampiran' }: { links: PdfLink[]; heading?: string }) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="lampiran-pdf" className="mt-8">
      <h2 id="lampiran-pdf" className="text-lg font-semibold text-brand-900">
        {heading}
      </h2>
      <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
        {links.map((link) => (
          <li key={link.url}>
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              className="flex items-center gap-3 rounded-lg border border-slate-200 p-3 hover:border-brand-600 hover:bg-brand-50"
            >
              <span aria-hidden="true" className="flex h-10 w-10 shrink-0 items-center justify-center rounded bg-red-700 text-xs font-bold text-white">
                PDF
              </span>
              <span className="min-w-0">
                <span className="block truncate font-medium text-slate-900">{link.filename}</span>
                <span className="block text-sm text-brand-700">Click to view PDF</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
