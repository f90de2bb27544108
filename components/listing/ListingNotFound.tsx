import Link from 'next/link';
import { LISTING_TEXTS } from '@/lib/content/listing-texts';

/**
 * Spec 2.5: 'Content Type Not Found' / 'Unknown Content Type' for an unknown type, 'Bureau Not
 * Found' / 'Unknown Bureau' for an unknown bureau (also 'sekretariatan'). A server component: the
 * texts are in the 404 page's HTML (app/not-found.tsx, marked by proxy.ts's listingMiss).
 */
export function ListingNotFound({ what }: { what: 'type' | 'bureau' }) {
  const [title, detail] = what === 'type' ? [LISTING_TEXTS.typeNotFound, LISTING_TEXTS.unknownType] : [LISTING_TEXTS.bureauNotFound, LISTING_TEXTS.unknownBureau];
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-brand-900">{title}</h1>
      <p className="mt-3 text-slate-700">{detail}</p>
      <Link href="/" className="mt-8 rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
        Kembali ke Beranda
      </Link>
    </section>
  );
}
