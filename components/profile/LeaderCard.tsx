import Image from 'next/image';
import type { Leader } from '@/lib/content/profiles';

/**
 * The leader's photo, name and title (behaviour §2.12). Side by side on narrow screens, so the
 * portrait does not fill the whole first screen; a portrait card in the sidebar from lg up.
 */
export function LeaderCard({ leader }: { leader: Leader }) {
  return (
    <figure className="grid grid-cols-[7.5rem_minmax(0,1fr)] items-center overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm sm:grid-cols-[10rem_minmax(0,1fr)] lg:block">
      <Image
        src={leader.photo}
        alt={`Foto ${leader.name}`}
        width={300}
        height={375}
        // Generated SVG portraits: nothing for the optimiser to do. Always near the top of the page.
        unoptimized
        loading="eager"
        className="aspect-[4/5] h-full w-full bg-brand-800 object-cover lg:h-auto"
      />
      <figcaption className="h-full border-l-4 border-gold-500 px-4 py-4 lg:border-l-0 lg:border-t-4 lg:text-center">
        <span className="block text-base font-bold leading-snug text-brand-900">{leader.name}</span>
        <span className="mt-1 block text-sm text-slate-600">{leader.title}</span>
      </figcaption>
    </figure>
  );
}
