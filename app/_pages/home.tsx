import type { Metadata } from 'next';
import { HomeScreen } from '@/components/home/HomeScreen';
import { loadHomeData } from '@/lib/loaders/home';
import { pageMetadata } from '@/lib/seo/metadata';
import { type Reader } from '@/lib/auth/visibility';

const HOME_TITLE = 'Badan Urusan Administrasi Mahkamah Agung RI';

/** The home page's own canonical address and social tags; the title as is, without the template. */
export const homeMetadata: Metadata = {
  ...pageMetadata({ title: HOME_TITLE, description: 'Portal berita dan informasi Badan Urusan Administrasi Mahkamah Agung Republik Indonesia.', path: '/' }),
  title: { absolute: HOME_TITLE },
};

/**
 * Home (behaviour §2.3), the same for every visitor of a view: reads no cookies, headers or search
 * params (any of them would make it dynamic). The staff view adds private news and articles.
 */
export function homePage(reader?: Reader) {
  return async function HomePage() {
    return <HomeScreen data={await loadHomeData(reader)} />;
  };
}
