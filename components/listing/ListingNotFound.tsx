'use client';

import Link from 'next/link';
import { useParams } from 'next/navigation';
import { isPostType } from '@/lib/content/content-types';
import { LISTING_TEXTS } from '@/lib/content/listing-texts';

/** Spec 2.5: 'Content Type Not Found' for an unknown type, else 'Bureau Not Found' (also for 'sekretariatan'). */
export function ListingNotFound() {
  const params = useParams<{ type?: string }>();
  const [title, detail] = isPostType(params.type)
    ? [LISTING_TEXTS.bureauNotFound, LISTING_TEXTS.unknownBureau]
    : [LISTING_TEXTS.typeNotFound, LISTING_TEXTS.unknownType];
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
