import { STAFF_TEXTS } from '@/lib/staff/texts';

/** A staff account WordPress links to no bureau: nothing is listed rather than everything. */
export function NoBureau({ title }: { title: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
      <p role="alert" className="mt-4 text-slate-700">
        {STAFF_TEXTS.noBureau}
      </p>
    </div>
  );
}
