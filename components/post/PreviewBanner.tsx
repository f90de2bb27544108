import { statusBadge } from '@/lib/staff/status';

/**
 * The band above a post shown in preview: says it is a preview and not public, and
 * ends the preview in one click (a plain link: works without JavaScript).
 */
export function PreviewBanner({ status, exitHref }: { status: string; exitHref: string }) {
  return (
    <div role="region" aria-label="Pratinjau" className="border-b-4 border-amber-500 bg-amber-100 text-slate-900">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <p className="text-sm">
          <strong className="mr-2 rounded bg-amber-500 px-2 py-0.5 text-xs font-bold uppercase tracking-wide">Pratinjau</strong>
          Tampilan ini belum terbit untuk publik (status: {statusBadge(status).label}).
        </p>
        <a href={exitHref} className="rounded-md bg-slate-900 px-3 py-1.5 text-xs font-semibold text-white hover:bg-slate-700">
          Keluar dari pratinjau
        </a>
      </div>
    </div>
  );
}
