import { LoadingNotice } from '@/components/sakip/LoadingNotice';

/** Shown while a document renders on its first visit or on navigation (behaviour §2.9 loading text). */
export default function SakipDocumentLoading() {
  return <LoadingNotice text="Memuat dokumen..." />;
}
