import type { Metadata } from 'next';
import { requireAdmin } from '@/lib/auth/session';
import { ManagementPage } from '@/components/staff/ManagementPage';
import { loadAdminPage } from '@/lib/loaders/staff';

export const metadata: Metadata = { title: 'Management SAKIP', robots: { index: false, follow: false } };

/** /admin-sakip (behaviour §2.15): SAKIP documents of the admin's bureau, as a table. */
export default async function AdminSakipPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const session = await requireAdmin('/admin-sakip');
  return <ManagementPage type="sakip" page={await loadAdminPage(session, 'sakip', await searchParams)} />;
}
