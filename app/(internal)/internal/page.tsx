import { HomeScreen } from '@/components/home/HomeScreen';
import { readerOf, requireSessionOr404 } from '@/lib/auth/session';
import { loadHomeData } from '@/lib/pages/home';

export const dynamic = 'force-dynamic';
export { metadata } from '@/app/(site)/page';

/** Signed-in twin of / (behaviour §2.3, 6): private news and articles of every bureau too. */
export default async function InternalHomePage() {
  const session = await requireSessionOr404();
  return <HomeScreen data={await loadHomeData(readerOf(session))} />;
}
