'use client';

import { useParams } from 'next/navigation';
import { getBureau } from '@/lib/content/bureaus';
import { LISTING_TEXTS } from '@/lib/content/listing-texts';

/** Spec 2.5: 'Memuat {bureau} ...' while a bureau list renders. */
export function ListingLoading() {
  const params = useParams<{ bureauId?: string }>();
  const name = getBureau(params.bureauId)?.name ?? '';
  return (
    <div role="status" className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-16 text-slate-700">
      <span aria-hidden="true" className="h-5 w-5 animate-spin rounded-full border-2 border-brand-700 border-t-transparent" />
      {LISTING_TEXTS.loading(name)}
    </div>
  );
}
