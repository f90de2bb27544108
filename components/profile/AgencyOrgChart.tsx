import Link from '@/components/ui/Link';
import { AGENCY_HEAD, BUREAU_PROFILES } from '@/lib/content/profiles';

const LINE = 'absolute bg-slate-400';

/**
 * The clickable organisation chart of /profil (behaviour §2.1): each bureau box is a real link to the
 * bureau's page. Built in HTML rather than as a picture so the boxes are reachable by keyboard
 * and screen readers; a tree with a left rail on narrow screens, a bus line from lg up.
 */
export function AgencyOrgChart() {
  const last = BUREAU_PROFILES.length - 1;
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 lg:p-8">
      <div className="rounded-lg border-2 border-gold-500 bg-brand-800 px-4 py-3 text-center text-white lg:mx-auto lg:max-w-md">
        <span className="block text-sm font-bold uppercase tracking-wide">Kepala Badan Urusan Administrasi</span>
        <span className="mt-0.5 block text-sm text-gold-400">{AGENCY_HEAD.name}</span>
      </div>
      <div aria-hidden="true" className="ml-2 h-4 w-0.5 bg-slate-400 lg:mx-auto lg:h-6" />
      <ul aria-label="Biro di lingkungan Badan Urusan Administrasi" className="grid gap-3 pl-6 lg:grid-cols-7 lg:pl-0 lg:pt-6">
        {BUREAU_PROFILES.map((profile, index) => (
          <li key={profile.id} className="relative">
            {/* Narrow screens: rail on the left and a tick to each box. */}
            <span aria-hidden="true" className={`${LINE} -left-4 top-0 w-0.5 lg:hidden ${index === last ? 'bottom-1/2' : '-bottom-3'}`} />
            <span aria-hidden="true" className={`${LINE} -left-4 top-1/2 h-0.5 w-4 lg:hidden`} />
            {/* lg and up: a bus line over the row and a drop to each box. */}
            <span aria-hidden="true" className={`${LINE} -top-6 hidden h-0.5 lg:block ${index === 0 ? 'left-1/2' : '-left-1.5'} ${index === last ? 'right-1/2' : '-right-1.5'}`} />
            <span aria-hidden="true" className={`${LINE} -top-6 left-1/2 hidden h-6 w-0.5 lg:block`} />
            <Link
              href={profile.path}
              className="flex h-full flex-col justify-center rounded-lg border border-brand-600 bg-white px-3 py-3 text-center shadow-sm transition hover:-translate-y-0.5 hover:bg-brand-50 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <span className="block text-sm font-bold leading-snug text-brand-800">{profile.name}</span>
              <span className="mt-1 block text-xs leading-snug text-slate-600">{profile.leader.name}</span>
            </Link>
          </li>
        ))}
      </ul>
      <figcaption className="mt-4 text-center text-sm text-slate-600">Klik kotak biro untuk membuka halaman profil biro.</figcaption>
    </figure>
  );
}
