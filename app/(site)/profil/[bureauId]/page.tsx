import type { Metadata } from 'next';
import { BureauProfileView } from '@/components/profile/BureauProfileView';
import { siteConfig } from '@/lib/config';
import { BUREAU_PROFILES, getBureauProfile } from '@/lib/content/profiles';
import { NotFoundView } from '@/components/ui/NotFoundView';
import { NOT_FOUND_METADATA } from '@/lib/seo/metadata';

type Params = Promise<{ bureauId: string }>;

/**
 * The seven bureau pages (behaviour §2.12). Served at /BiroPerencanaan … /BiroUmum through rewrites in
 * next.config.ts (one route here instead of seven, because /(site)/[type] would catch them).
 * Built at build time; any other id is a 404.
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return BUREAU_PROFILES.map((profile) => ({ bureauId: profile.id }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const profile = getBureauProfile((await params).bureauId);
  if (!profile) return NOT_FOUND_METADATA;
  // The public address is /BiroX, not /profil/{id}.
  const canonical = `${siteConfig.url}${profile.path}`;
  const description = profile.duty;
  return {
    title: profile.name,
    description,
    alternates: { canonical },
    openGraph: { title: profile.name, description, url: canonical, type: 'website', locale: 'id_ID' },
  };
}

export default async function BureauProfilePage({ params }: { params: Params }) {
  const profile = getBureauProfile((await params).bureauId);
  if (!profile) return <NotFoundView />;
  return <BureauProfileView profile={profile} />;
}
