import type { Metadata } from 'next';
import { ComplaintPopup } from '@/components/home/ComplaintPopup';
import { HeadGreeting } from '@/components/home/HeadGreeting';
import { HeroCarousel } from '@/components/home/HeroCarousel';
import { HeroSlide } from '@/components/home/HeroSlide';
import { InfoBlurb } from '@/components/home/InfoBlurb';
import { InternalApps } from '@/components/home/InternalApps';
import { LatestArticles } from '@/components/home/LatestArticles';
import { loadHomeData } from '@/components/home/loadHomeData';
import { PopularNews } from '@/components/home/PopularNews';
import { SatisfactionSection } from '@/components/home/SatisfactionSection';
import { SectionMessage } from '@/components/home/SectionMessage';
import { VisitorStats } from '@/components/home/VisitorStats';
import { GovernmentOrganizationJsonLd } from '@/components/seo/GovernmentOrganizationJsonLd';
import { pageMetadata } from '@/lib/seo/metadata';

/**
 * Anonymous pages are served from the cache and regenerated at most once a minute; this page
 * therefore reads no cookies, headers or search params (any of them would make it dynamic).
 */
export const revalidate = 60;

const HOME_TITLE = 'Badan Urusan Administrasi Mahkamah Agung RI';

/** The home page's own canonical address and social tags (issue 13, item 12); the title as is, without the template. */
export const metadata: Metadata = {
  ...pageMetadata({ title: HOME_TITLE, description: 'Portal berita dan informasi Badan Urusan Administrasi Mahkamah Agung Republik Indonesia.', path: '/' }),
  title: { absolute: HOME_TITLE },
};

/** Home (spec 2.3): every section in the spec's order, rendered on the server from WordPress. */
export default async function HomePage() {
  const data = await loadHomeData();
  return (
    <>
      <GovernmentOrganizationJsonLd />
      <h1 className="sr-only">Beranda Badan Urusan Administrasi Mahkamah Agung Republik Indonesia</h1>
      <div>
        <h2 className="sr-only">Berita Utama</h2>
        {data.heroNews.length > 0 ? (
          <HeroCarousel
            label="Berita utama"
            labels={data.heroNews.map((post) => post.title)}
            slides={data.heroNews.map((post, index) => (
              <HeroSlide key={post.id} post={post} priority={index === 0} />
            ))}
          />
        ) : (
          <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
            <SectionMessage>Belum ada berita.</SectionMessage>
          </div>
        )}
      </div>
      <InfoBlurb />
      <PopularNews posts={data.popularNews} />
      <LatestArticles posts={data.articles} />
      <InternalApps />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 pt-12 sm:px-6 lg:grid-cols-2">
        <SatisfactionSection stats={data.surveyStats} />
        <VisitorStats counts={data.visitorCounts} />
      </div>
      <HeadGreeting />
      <ComplaintPopup />
    </>
  );
}
