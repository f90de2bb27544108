import Link from '@/components/ui/Link';
import { JsonLd } from '@/components/seo/JsonLd';
import { truncateWords } from '@/lib/content/text';
import { breadcrumbJsonLd } from '@/lib/seo/jsonld';

export interface BreadcrumbItem {
  label: string;
  href?: string;
}

/** Behaviour §2.6: the last crumb is the title cut to 5 words, at most 300 px wide. */
export const BREADCRUMB_TITLE_WORDS = 5;

/**
 * The visible trail plus its schema.org BreadcrumbList (full title; `currentPath` is the page's
 * canonical address, when the caller knows it), so every breadcrumb shown is also one search engines read.
 */
export function Breadcrumb({ items, current, currentPath }: { items: BreadcrumbItem[]; current: string; currentPath?: string }) {
  return (
    <>
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-1.5">
          {items.map((item) => (
            <li key={`${item.label}-${item.href ?? ''}`} className="flex items-center gap-1.5">
              {item.href ? (
                <Link href={item.href} className="text-brand-700 hover:underline">
                  {item.label}
                </Link>
              ) : (
                <span>{item.label}</span>
              )}
              <span aria-hidden="true">›</span>
            </li>
          ))}
          <li aria-current="page" className="max-w-[300px] truncate font-medium text-slate-800" title={current}>
            {truncateWords(current, BREADCRUMB_TITLE_WORDS)}
          </li>
        </ol>
      </nav>
      <JsonLd data={breadcrumbJsonLd(items, { label: current, path: currentPath })} />
    </>
  );
}
