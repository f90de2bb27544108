import { SectionHeading } from '@/components/ui/SectionHeading';
import { AGENCY_ABOUT } from '@/lib/content/profiles';

/** 'Tentang BUA': what the agency is and does (behaviour §2.1, /profil). */
export function AgencyAbout() {
  return (
    <section aria-labelledby="tentang-bua">
      <SectionHeading id="tentang-bua">Tentang Badan Urusan Administrasi</SectionHeading>
      <div className="mt-4 max-w-4xl space-y-4 leading-relaxed text-slate-700">
        {AGENCY_ABOUT.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <h3 className="mt-6 font-semibold text-brand-900">Fungsi</h3>
      <ol className="mt-3 grid gap-3 md:grid-cols-2">
        {AGENCY_ABOUT.functions.map((item, index) => (
          <li key={item} className="flex gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm leading-relaxed text-slate-700">
            <span aria-hidden="true" className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-gold-400">
              {index + 1}
            </span>
            {item}
          </li>
        ))}
      </ol>
    </section>
  );
}
