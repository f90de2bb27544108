import { SakipListScreen } from '@/components/sakip/SakipListScreen';
import { sakipQueryOfSegment } from '@/lib/content/cachedLists';
import { loadSakipList } from '@/lib/loaders/sakip';

export { metadata } from '@/app/(site)/sakip/page';

type Params = Promise<{ query: string }>;

export const revalidate = 60;

/** Rendered on the first visits of each filter, then served from the cache like any page. */
export async function generateStaticParams() {
  return [];
}

/** A filtered SAKIP list (`/sakip?term=…&year=…&sort=…`, rewritten here by proxy.ts). */
export default async function FilteredSakipListPage({ params }: { params: Params }) {
  return <SakipListScreen query={sakipQueryOfSegment((await params).query)} result={await loadSakipList()} />;
}
