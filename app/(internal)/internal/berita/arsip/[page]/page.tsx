import { notFound } from 'next/navigation';
import { NewsArchive } from '@/components/listing/NewsArchive';
import { requireSessionOr404 } from '@/lib/auth/session';

type Params = Promise<{ page: string }>;

export const dynamic = 'force-dynamic';
export { generateMetadata } from '@/app/(site)/berita/arsip/[page]/page';

/** Signed-in twin of /berita/arsip/{page} (from 2 on; '1' redirects in next.config.ts before the proxy). */
export default async function InternalArchivePageN({ params }: { params: Params }) {
  const session = await requireSessionOr404();
  const { page: raw } = await params;
  const page = /^[1-9]\d{0,5}$/.test(raw) && raw !== '1' ? Number(raw) : null;
  if (!page) notFound();
  return <NewsArchive page={page} token={session.wpToken} />;
}
