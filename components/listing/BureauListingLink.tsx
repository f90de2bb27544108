'use client';

import Link, { useLinkStatus } from 'next/link';
import type { Bureau } from '@/lib/content/bureaus';
import type { PostType } from '@/lib/content/content-types';
import { LISTING_TEXTS } from '@/lib/content/listing-texts';

function LinkText({ bureau, children }: { bureau: Bureau; children: React.ReactNode }) {
  const { pending } = useLinkStatus();
  return pending ? <span role="status">{LISTING_TEXTS.loading(bureau.name)}</span> : children;
}

/**
 * A link to a bureau listing that says 'Memuat {bureau} ...' while the listing loads. The listing
 * itself has no loading skeleton: a cached list arrives in the first HTML, with nothing that
 * moves when it lands (issue 14: no layout shift) and a 404 for an unknown bureau in that HTML.
 */
export function BureauListingLink({ type, bureau, className, children }: { type: PostType; bureau: Bureau; className?: string; children: React.ReactNode }) {
  return (
    <Link href={`/${type}/biro/${bureau.id}`} className={className}>
      <LinkText bureau={bureau}>{children}</LinkText>
    </Link>
  );
}
