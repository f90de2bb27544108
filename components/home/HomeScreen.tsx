import { ComplaintPopup } from './ComplaintPopup';
import { HeadGreeting } from './HeadGreeting';
import { HeroCarousel } from './HeroCarousel';
import { HeroSlide } from './HeroSlide';
import { InfoBlurb } from './InfoBlurb';
import { InternalApps } from './InternalApps';
import { LatestArticles } from './LatestArticles';
import type { HomeData } from '@/lib/loaders/home';
import { PopularNews } from './PopularNews';
import { SatisfactionSection } from './SatisfactionSection';
import { SectionMessage } from './SectionMessage';
import { VisitorStats } from './VisitorStats';
import { GovernmentOrganizationJsonLd } from '@/components/seo/GovernmentOrganizationJsonLd';

/**
 * Home (behaviour §2.3): every section in the spec's order, rendered on the server from WordPress;
 * shared by / and its signed-in twin (private posts too: the staff view).
 */
export function HomeScreen({ data }: { data: HomeData }) {
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
