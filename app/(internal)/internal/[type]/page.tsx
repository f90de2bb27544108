import { LandingScreen } from '@/components/listing/LandingScreen';
import { STAFF_VIEW } from '@/lib/wp';
import { isPostType } from '@/lib/content/content-types';
import { NotFoundView } from '@/components/ui/NotFoundView';
import { loadLanding } from '@/lib/pages/landing';

/** The staff view, cached once for all staff like the public page (proxy.ts decides who sees it); 60 s is the safety net. */
export const revalidate = 60;

/** Nothing is built ahead: each page is rendered on its first visit, then served from the cache. */
export async function generateStaticParams() {
  return [];
}
export { generateMetadata } from '@/app/(site)/[type]/page';

/** Signed-in twin of /{type} (behaviour §2.4): private posts of every bureau too, with the INTERNAL badge. */
export default async function InternalLandingPage({ params }: { params: Promise<{ type: string }> }) {
  const { type } = await params;
  if (!isPostType(type)) return <NotFoundView />;
  return <LandingScreen landing={await loadLanding(type, STAFF_VIEW)} />;
}
