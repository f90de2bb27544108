import { notFound } from 'next/navigation';
import { parseSakipPath } from '@/lib/content/sakip-path';
import { loadSakipDocumentAt } from '../sakip-data';

type Params = Promise<{ path: string[] }>;

/**
 * Decides 404 before anything streams. The page sits inside this segment's loading.tsx, and once
 * a loading fallback has been sent the status is fixed at 200; a layout renders outside its own
 * segment's loading boundary, so a missing document answers a real 404 (rendered by the sakip
 * segment's not-found.tsx). The page reads the same document from React's per-request cache.
 */
export default async function SakipDocumentLayout({ children, params }: { children: React.ReactNode; params: Params }) {
  const path = parseSakipPath((await params).path);
  if (!path || !(await loadSakipDocumentAt(path))) notFound();
  return children;
}
