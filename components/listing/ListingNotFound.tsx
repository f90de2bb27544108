import Link from 'next/link';
import { LISTING_TEXTS } from '@/lib/content/listing-texts';

/**
 * Spec 2.5: 'Content Type Not Found' / 'Unknown Content Type' for an unknown type, 'Bureau Not
 * Found' / 'Unknown Bureau' for an unknown bureau (also 'sekretariatan'). A server component: the
 * [bureauId] layout throws notFound() for an unknown type (caught by ../not-found.tsx), the page
 * for an unknown bureau. Next renders such not-found boundaries in the browser, not in the
 * server's HTML (vercel/next.js#62228); the status is 404 either way.
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
