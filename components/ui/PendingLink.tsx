'use client';

import { useLinkStatus } from 'next/link';
import Link from '@/components/ui/Link';

function LinkText({ pendingText, children }: { pendingText: string; children: React.ReactNode }) {
  const { pending } = useLinkStatus();
  return pending ? <span role="status">{pendingText}</span> : children;
}

/**
 * A link that says what is loading while the page it leads to loads ('Memuat {bureau} ...' for a
 * bureau listing, 'Memuat dokumen...' for a SAKIP document: behaviour §2.5, §2.9). Those pages have
 * no loading skeleton of their own: a cached page arrives whole in the first HTML, with nothing
 * that moves when it lands, and a not-found view there answers 404 (components/ui/StatusMarkers).
 */
export function PendingLink({ href, pendingText, className, children }: { href: string; pendingText: string; className?: string; children: React.ReactNode }) {
  return (
    <Link href={href} className={className}>
      <LinkText pendingText={pendingText}>{children}</LinkText>
    </Link>
  );
}
