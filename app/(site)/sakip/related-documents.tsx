import { SakipRelated } from '@/components/sakip/SakipRelated';
import { relatedSakipDocuments } from '@/lib/content/sakip';
import type { Post } from '@/lib/wp';
import { loadSakipDocuments } from '@/lib/loaders/sakip';

/** 'Dokumen SAKIP Terkait' with its own data: the list of all documents (cached, shared with /sakip). */
export async function RelatedDocuments({ document }: { document: Post }) {
  const { documents } = await loadSakipDocuments();
  return <SakipRelated documents={relatedSakipDocuments(document, documents)} />;
}
