import { Breadcrumb } from '@/components/post/Breadcrumb';
import { SectionHeading } from '@/components/ui/SectionHeading';
import type { BureauProfile } from '@/lib/content/profiles';
import { ContactCard } from './ContactCard';
import { LeaderCard } from './LeaderCard';
import { OrgChartViewer } from './OrgChartViewer';
import { OtherBureaus } from './OtherBureaus';
import { UnitList } from './UnitList';
import { orgChartSvg } from './svg/orgChartSvg';

/** A bureau profile page (behaviour §2.12): breadcrumb, leader, greeting, duties, contact, organisation chart. */
export function BureauProfileView({ profile }: { profile: BureauProfile }) {
  // The chart file is generated from the same data, so its size is known without reading it.
  const chart = orgChartSvg({ bureauName: profile.name, leaderTitle: profile.leader.title, leaderName: profile.leader.name, units: profile.units });
  const chartTitle = `Struktur Organisasi ${profile.name}`;
  return (
    <>
      <div className="border-b border-brand-100 bg-brand-50">
        <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
          <Breadcrumb items={[{ label: 'BUA', href: '/' }, { label: 'Profil', href: '/profil' }]} current={profile.name} />
          <h1 className="mt-4 text-2xl font-bold text-brand-900 sm:text-4xl">{profile.name}</h1>
          <p className="mt-1 text-slate-600">Badan Urusan Administrasi Mahkamah Agung Republik Indonesia</p>
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-10 lg:py-10">
        <aside className="space-y-6 lg:sticky lg:top-4 lg:self-start">
          <LeaderCard leader={profile.leader} />
          <ContactCard email={profile.email} />
        </aside>
        <div className="min-w-0 space-y-10">
          <section aria-labelledby="sambutan">
            <SectionHeading id="sambutan">Sambutan Kepala Biro</SectionHeading>
            <div className="mt-4 space-y-4 leading-relaxed text-slate-700">
              {profile.greeting.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              <p className="font-semibold text-brand-900">
                {profile.leader.name}
                <span className="block text-sm font-normal text-slate-600">{profile.leader.title}</span>
              </p>
            </div>
          </section>
          <section aria-labelledby="tugas-fungsi">
            <SectionHeading id="tugas-fungsi">Tugas dan Fungsi</SectionHeading>
            <p className="mt-4 leading-relaxed text-slate-700">{profile.duty}</p>
            <p className="mt-4 text-slate-700">Dalam melaksanakan tugas tersebut, {profile.name} menyelenggarakan fungsi:</p>
            <ol className="mt-3 list-decimal space-y-2 pl-6 leading-relaxed text-slate-700 marker:font-semibold marker:text-brand-700">
              {profile.functions.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="struktur-organisasi">
            <SectionHeading id="struktur-organisasi">Struktur Organisasi</SectionHeading>
            <p className="mt-4 text-sm text-slate-600">Klik bagan untuk memperbesar.</p>
            <div className="mt-3">
              <OrgChartViewer src={profile.orgChart} title={chartTitle} width={chart.width} height={chart.height} />
            </div>
            <div className="mt-6">
              <UnitList units={profile.units} />
            </div>
          </section>
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4">
        <OtherBureaus current={profile.id} />
      </div>
    </>
  );
}
