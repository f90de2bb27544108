import type { Metadata } from 'next';
import { LandingScreen } from '@/components/listing/LandingScreen';
import { NotFoundView } from '@/components/ui/NotFoundView';
import { CONTENT_TYPE_LABELS, defaultImageFor, isPostType } from '@/lib/content/content-types';
import { loadLanding } from '@/lib/loaders/landing';
import { feedPath, feedTitle, NOT_FOUND_METADATA, pageMetadata } from '@/lib/seo/metadata';
import { type Reader } from '@/lib/auth/visibility';

type Params = Promise<{ type: string }>;

export async function landingMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { type } = await params;
  if (!isPostType(type)) return NOT_FOUND_METADATA;
  const label = CONTENT_TYPE_LABELS[type];
  return pageMetadata({
    title: label,
    description: `${label} terbaru Badan Urusan Administrasi Mahkamah Agung RI dari ketujuh biro.`,
    path: `/${type}`,
    images: [{ url: defaultImageFor(type), alt: label }],
    feeds: [{ url: feedPath(type), title: feedTitle(type) }],
  });
}

/** /berita, /artikel, /pengumuman, /undangan (behaviour §2.4); the staff view adds private posts. */
export function landingPage(reader?: Reader) {
  return async function LandingPage({ params }: { params: Params }) {
    const { type } = await params;
    if (!isPostType(type)) return <NotFoundView />;
    return <LandingScreen landing={await loadLanding(type, reader)} />;
  };
}
