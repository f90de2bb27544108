import { SakipDocumentNotFound } from '@/components/sakip/SakipDocumentNotFound';
import { parseSakipPath } from '@/lib/content/sakip-path';
import { loadSakipDocumentAt } from '@/lib/pages/sakip';

type Params = Promise<{ path: string[] }>;

/**
 * Decides 404 before anything streams. The page sits inside this segment's loading.tsx ('Memuat
 * dokumen...'); a layout renders outside its own segment's loading boundary, so a missing
 * document's view is in the first HTML, where the server finds its 404 mark (NotFoundMarker).
 * The page reads the same document from React's per-request cache.
 */
export default async function SakipDocumentLayout({ children, params }: { children: React.ReactNode; params: Params }) {
  const path = parseSakipPath((await params).path);
  if (!path || !(await loadSakipDocumentAt(path))) return <SakipDocumentNotFound />;
  return children;
}
