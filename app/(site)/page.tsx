import type { Metadata } from 'next';
import { HomeScreen } from '@/components/home/HomeScreen';
import { pageMetadata } from '@/lib/seo/metadata';
import { loadHomeData } from '@/lib/pages/home';

/**
 * Anonymous pages are served from the cache and regenerated at most once a minute; this page
 * therefore reads no cookies, headers or search params (any of them would make it dynamic).
 */
export const revalidate = 60;

const HOME_TITLE = 'Badan Urusan Administrasi Mahkamah Agung RI';

/** The home page's own canonical address and social tags; the title as is, without the template. */
export const metadata: Metadata = {
  ...pageMetadata({ title: HOME_TITLE, description: 'Portal berita dan informasi Badan Urusan Administrasi Mahkamah Agung Republik Indonesia.', path: '/' }),
  title: { absolute: HOME_TITLE },
};

/** Home (behaviour §2.3), the same for every visitor: cached and regenerated from WordPress. */
export default async function HomePage() {
  return <HomeScreen data={await loadHomeData()} />;
}
