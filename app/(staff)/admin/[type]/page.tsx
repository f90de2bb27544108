import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireAdmin } from '@/lib/auth/session';
import { isPostType } from '@/lib/content/content-types';
import { typeLabel } from '@/lib/staff/types';
import { ManagementPage } from '@/components/staff/ManagementPage';
import { loadAdminPage } from '@/lib/loaders/staff';

type Params = Promise<{ type: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { type } = await params;
  return { title: isPostType(type) ? `Management ${typeLabel(type)}` : 'Management' };
}

/** /admin/berita, /admin/artikel, /admin/pengumuman, /admin/undangan (behaviour §2.15); SAKIP is /admin-sakip. */
export default async function AdminTypePage({ params, searchParams }: { params: Params; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { type } = await params;
  if (!isPostType(type)) notFound();
  const session = await requireAdmin(`/admin/${type}`);
  return <ManagementPage type={type} page={await loadAdminPage(session, type, await searchParams)} />;
}
