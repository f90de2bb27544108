import type { Metadata } from 'next';
import { requireAdmin } from '@/lib/auth/session';
import { getBureau } from '@/lib/content/bureaus';
import { staffBureau } from '@/lib/auth/visibility';
import { loadAdminDashboard } from '@/lib/loaders/staff';
import { STAFF_TEXTS } from '@/lib/staff/texts';
import { adminPath } from '@/lib/staff/types';
import { DashboardCards } from '@/components/staff/DashboardCards';
import { NoBureau } from '@/components/staff/NoBureau';
import { PostFeed } from '@/components/staff/PostFeed';
import { StaffNav } from '@/components/staff/StaffNav';

export const metadata: Metadata = { title: STAFF_TEXTS.adminTitle };

/**
 * /admin (behaviour §2.15): four cards with Diterbitkan / Diproses counts from 8 parallel calls (each
 * failing on its own) and 'Konten Terbaru', the 5 newest published posts of the admin's bureau.
 */
export default async function AdminDashboardPage() {
  const session = await requireAdmin('/admin');
  const bureau = staffBureau(session);
  if (!bureau) return <NoBureau title={STAFF_TEXTS.adminTitle} />;
  const data = await loadAdminDashboard({ token: session.wpToken, bureau });
  return (
    <>
      <StaffNav role="admin" current="dashboard" />
      <div className="mx-auto max-w-7xl px-4 py-8">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Biro {getBureau(bureau)?.name}</p>
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{STAFF_TEXTS.adminTitle}</h1>
        <p className="mt-2 text-slate-700">{STAFF_TEXTS.adminWelcome}</p>
        <section aria-label="Ringkasan konten" className="mt-8">
          <DashboardCards cards={data.cards} linkLabel={STAFF_TEXTS.manage} hrefOf={adminPath} />
        </section>
        <section aria-labelledby="konten-terbaru" className="mt-10">
          <h2 id="konten-terbaru" className="mb-4 text-xl font-bold text-brand-900">
            {STAFF_TEXTS.recentTitle}
          </h2>
          <PostFeed posts={data.recent} showAuthor={false} linkTo="view" incomplete={data.recentIncomplete} />
        </section>
      </div>
    </>
  );
}
