import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/post/Breadcrumb';
import { AgencyAbout } from '@/components/profile/AgencyAbout';
import { AgencyHeadProfile } from '@/components/profile/AgencyHeadProfile';
import { AgencyOrgChart } from '@/components/profile/AgencyOrgChart';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { GovernmentOrganizationJsonLd } from '@/components/seo/GovernmentOrganizationJsonLd';

export const metadata: Metadata = {
  title: 'Profil',
  description: 'Profil Badan Urusan Administrasi Mahkamah Agung RI: Kepala Badan, tugas dan fungsi, serta struktur organisasi tujuh biro.',
  alternates: { canonical: '/profil' },
};

/** /profil (behaviour §2.1): head-of-agency biography, about text and the clickable organisation chart. Static. */
export default function ProfilePage() {
  return (
    <>
      <GovernmentOrganizationJsonLd />
      <div className="border-b border-brand-100 bg-brand-50">
        <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
          <Breadcrumb items={[{ label: 'BUA', href: '/' }]} current="Profil" currentPath="/profil" />
          <h1 className="mt-4 text-2xl font-bold text-brand-900 sm:text-4xl">Profil Badan Urusan Administrasi</h1>
          <p className="mt-1 text-slate-600">Mahkamah Agung Republik Indonesia</p>
        </div>
      </div>
      <div className="mx-auto max-w-7xl space-y-14 px-4 py-8 lg:py-10">
        <AgencyHeadProfile />
        <AgencyAbout />
        <section aria-labelledby="struktur-bua">
          <SectionHeading id="struktur-bua">Struktur Organisasi</SectionHeading>
          <div className="mt-5">
            <AgencyOrgChart />
          </div>
        </section>
      </div>
    </>
  );
}
