import { HomeScreen } from '@/components/home/HomeScreen';
import { STAFF_VIEW } from '@/lib/wp';
import { loadHomeData } from '@/lib/pages/home';

/** The staff view, cached once for all staff like the public page (proxy.ts decides who sees it); 60 s is the safety net. */
export const revalidate = 60;
export { metadata } from '@/app/(site)/page';

/** Signed-in twin of / (behaviour §2.3, 6): private news and articles of every bureau too. */
export default async function InternalHomePage() {
  return <HomeScreen data={await loadHomeData(STAFF_VIEW)} />;
}
