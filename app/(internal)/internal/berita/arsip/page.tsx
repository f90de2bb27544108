import { NewsArchive } from '@/components/listing/NewsArchive';
import { requireSessionOr404 } from '@/lib/auth/session';

export const dynamic = 'force-dynamic';
export { metadata } from '@/app/(site)/berita/arsip/page';

/** Signed-in twin of /berita/arsip: private news too. */
export default async function InternalArchivePage() {
  const session = await requireSessionOr404();
  return <NewsArchive page={1} token={session.wpToken} />;
}
