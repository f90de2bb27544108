import type { Metadata } from 'next';
import { requireRedaktur } from '@/lib/auth/session';
import { RedakturPage } from '@/components/staff/RedakturPage';
import { loadRedakturPage } from '@/lib/loaders/staff';

export const metadata: Metadata = { title: 'Tinjau SAKIP', robots: { index: false, follow: false } };

/** /redaktur-sakip (behaviour §2.16): the bureau's SAKIP documents awaiting review, and the published ones. */
export default async function RedakturSakipPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const session = await requireRedaktur('/redaktur-sakip');
  return <RedakturPage type="sakip" page={await loadRedakturPage(session, 'sakip', await searchParams)} />;
}
