import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireRedaktur } from '@/lib/auth/session';
import { isPostType } from '@/lib/content/content-types';
import { typeLabel } from '@/lib/staff/types';
import { RedakturPage } from '@/components/staff/RedakturPage';
import { loadRedakturPage } from '@/lib/loaders/staff';

type Params = Promise<{ type: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { type } = await params;
  return { title: isPostType(type) ? `Tinjau ${typeLabel(type)}` : 'Redaktur', robots: { index: false, follow: false } };
}

/** /redaktur/berita, /redaktur/artikel, /redaktur/pengumuman, /redaktur/undangan (behaviour §2.16); SAKIP is /redaktur-sakip. */
export default async function RedakturTypePage({ params, searchParams }: { params: Params; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { type } = await params;
  if (!isPostType(type)) notFound();
  const session = await requireRedaktur(`/redaktur/${type}`);
  return <RedakturPage type={type} page={await loadRedakturPage(session, type, await searchParams)} />;
}
