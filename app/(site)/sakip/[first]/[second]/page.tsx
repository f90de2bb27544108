import type { Metadata } from 'next';
import { SakipDocumentPage, sakipDocumentMetadata } from '../../document-page';

type Params = Promise<{ first: string; second: string }>;

/** As ../page.tsx: a rendered document is reused for up to 5 minutes. */
export const revalidate = 300;

/** No document is built ahead: each is rendered on its first visit, then served from the cache. */
export async function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { first, second } = await params;
  return sakipDocumentMetadata([first, second]);
}

/** /sakip/{category}/{slug|id}: one SAKIP document (../../document-page.tsx). */
export default async function SakipDocumentInCategory({ params }: { params: Params }) {
  const { first, second } = await params;
  return <SakipDocumentPage segments={[first, second]} />;
}
