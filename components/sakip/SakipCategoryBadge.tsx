import { sakipCategoryLabel } from '@/lib/content/sakip-path';

/** 'Perencanaan Kinerja' etc. as a small badge; nothing for a document without a known category. */
export function SakipCategoryBadge({ category }: { category: string | null }) {
  const label = sakipCategoryLabel(category);
  if (!label) return null;
  return <span className="inline-block rounded-full bg-gold-400/20 px-3 py-1 text-xs font-semibold text-brand-900 ring-1 ring-gold-500/40">{label}</span>;
}
