import { LandingScreen } from '@/components/listing/LandingScreen';
import { readerOf, requireSessionOr404 } from '@/lib/auth/session';
import { isPostType } from '@/lib/content/content-types';
import { NotFoundView } from '@/components/ui/NotFoundView';
import { loadLanding } from '@/lib/pages/landing';

export const dynamic = 'force-dynamic';
export { generateMetadata } from '@/app/(site)/[type]/page';

/** Signed-in twin of /{type} (behaviour §2.4): private posts of every bureau too, with the INTERNAL badge. */
export default async function InternalLandingPage({ params }: { params: Promise<{ type: string }> }) {
  const session = await requireSessionOr404();
  const { type } = await params;
  if (!isPostType(type)) return <NotFoundView />;
  return <LandingScreen landing={await loadLanding(type, readerOf(session))} />;
}
