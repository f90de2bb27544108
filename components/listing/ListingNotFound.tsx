import Link from '@/components/ui/Link';
import { NotFoundMarker } from '@/components/ui/StatusMarkers';
import { LISTING_TEXTS } from '@/lib/content/listing-texts';

/**
 * Behaviour §2.5: 'Content Type Not Found' / 'Unknown Content Type' for an unknown type, 'Bureau Not
 * Found' / 'Unknown Bureau' for an unknown bureau (also 'sekretariatan'). Rendered by the
 * [bureauId] layout (unknown type) and page (unknown bureau) in place of their content, so the
 * texts are in the server's HTML; NotFoundMarker makes the answer a 404.
 */
export function ListingNotFound({ what }: { what: 'type' | 'bureau' }) {
  const [title, detail] = what === 'type' ? [LISTING_TEXTS.typeNotFound, LISTING_TEXTS.unknownType] : [LISTING_TEXTS.bureauNotFound, LISTING_TEXTS.unknownBureau];
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center">
      <NotFoundMarker />
      <h1 className="text-3xl font-bold text-brand-900">{title}</h1>
      <p className="mt-3 text-slate-700">{detail}</p>
      <Link href="/" className="mt-8 rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
        Kembali ke Beranda
      </Link>
    </section>
  );
}
