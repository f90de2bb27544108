import { SectionHeading } from '@/components/ui/SectionHeading';
import { AGENCY_HEAD } from '@/lib/content/profiles';
import { LeaderCard } from './LeaderCard';

/** Biography of the head of the agency (behaviour §2.1, /profil). */
export function AgencyHeadProfile() {
  return (
    <section aria-labelledby="kepala-badan" className="grid gap-8 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-10">
      <div>
        <LeaderCard leader={AGENCY_HEAD} />
      </div>
      <div className="min-w-0">
        <SectionHeading id="kepala-badan">Kepala Badan Urusan Administrasi</SectionHeading>
        <p className="mt-4 text-lg font-semibold text-brand-800">{AGENCY_HEAD.name}</p>
        <div className="mt-3 space-y-4 leading-relaxed text-slate-700">
          {AGENCY_HEAD.biography.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
    </section>
  );
}
