import Link from '@/components/ui/Link';
import { BUREAU_PROFILES, type BureauProfile } from '@/lib/content/profiles';

/** Links to the six other bureau pages, so visitors can move across the organisation. */
export function OtherBureaus({ current }: { current: BureauProfile['id'] }) {
  return (
    <nav aria-labelledby="biro-lainnya" className="mt-12 border-t border-slate-200 pt-8">
      <h2 id="biro-lainnya" className="text-lg font-semibold text-brand-900">
        Biro Lainnya
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {BUREAU_PROFILES.filter((profile) => profile.id !== current).map((profile) => (
          <li key={profile.id}>
            <Link href={profile.path} className="inline-block rounded-full border border-brand-100 bg-brand-50 px-4 py-2 text-sm font-medium text-brand-800 hover:border-brand-600 hover:bg-white">
              {profile.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
