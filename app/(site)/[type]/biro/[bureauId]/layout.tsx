import { notFound } from 'next/navigation';
import { isPostType } from '@/lib/content/content-types';

/**
 * Checks the content type before anything of the bureau segment renders: an unknown type throws
 * notFound() here, so the boundary one level up (../not-found.tsx) answers 'Content Type Not
 * Found'; an unknown bureau is the page's own notFound() ('Bureau Not Found').
 */
export default async function BureauSegmentLayout({ children, params }: { children: React.ReactNode; params: Promise<{ type: string }> }) {
  if (!isPostType((await params).type)) notFound();
  return children;
}
