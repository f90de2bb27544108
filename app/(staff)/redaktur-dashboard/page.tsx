import type { Metadata } from 'next';
import { requireRedaktur } from '@/lib/auth/session';
import { getBureau } from '@/lib/content/bureaus';
import { staffBureau } from '@/lib/auth/visibility';
import { loadRedakturDashboard } from '@/lib/loaders/staff';
import { STAFF_TEXTS } from '@/lib/staff/texts';
import { redakturPath, typeLabel, type StaffType } from '@/lib/staff/types';
import { DashboardCards } from '@/components/staff/DashboardCards';
import { NoBureau } from '@/components/staff/NoBureau';
import { PostFeed } from '@/components/staff/PostFeed';
import { StaffNav } from '@/components/staff/StaffNav';

export const metadata: Metadata = { title: STAFF_TEXTS.redakturTitle, robots: { index: false, follow: false } };

const listLabel = (type: StaffType) => `Daftar ${typeLabel(type)}`;

/**
 * /redaktur-dashboard (behaviour §2.16): pending and published counts per type (each call on its own)
 * with links to the lists, and 'Lihat Konten Diproses', the bureau's pending posts, each with a
 * 'Lihat' link to WordPress's edit screen, where the review happens.
 */
export default async function RedakturDashboardPage() {
  const session = await requireRedaktur('/redaktur-dashboard');
  const bureau = staffBureau(session);
  if (!bureau) return <NoBureau title={STAFF_TEXTS.redakturTitle} />;
  const data = await loadRedakturDashboard({ token: session.wpToken, bureau });
  return (
    <>
      <StaffNav role="redaktur" current="dashboard" />
      <div className="mx-auto max-w-7xl px-4 py-8">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Biro {getBureau(bureau)?.name}</p>
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{STAFF_TEXTS.redakturTitle}</h1>
        <p className="mt-2 text-slate-700">{STAFF_TEXTS.redakturWelcome}</p>
        <section aria-label="Ringkasan konten" className="mt-8">
          <DashboardCards cards={data.cards} linkLabel={listLabel} hrefOf={redakturPath} />
        </section>
        <section aria-labelledby="konten-diproses" className="mt-10">
          <h2 id="konten-diproses" className="mb-4 text-xl font-bold text-brand-900">
            {STAFF_TEXTS.pendingTitle}
          </h2>
          <PostFeed posts={data.pending} showAuthor linkTo="edit" incomplete={data.pendingIncomplete} />
        </section>
      </div>
    </>
  );
}
