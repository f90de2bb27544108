import { BureauSection, bureauSectionId } from '@/components/listing/BureauSection';
import { BureauTabs } from '@/components/listing/BureauTabs';
import { LandingHero } from '@/components/listing/LandingHero';
import { CONTENT_TYPE_LABELS } from '@/lib/content/content-types';
import type { LandingPage } from '@/lib/loaders/landing';

/** A landing list (behaviour §2.4): hero of the 4 newest, bureau tabs, and a section per bureau. */
export function LandingScreen({ landing }: { landing: LandingPage }) {
  const { type, hero, sections } = landing;
  return (
    <div className="pb-8">
      <div className="mx-auto max-w-7xl px-4 pt-8">
        <h1 className="mb-6 border-l-4 border-gold-500 pl-3 text-2xl font-bold uppercase text-brand-900 sm:text-3xl">{CONTENT_TYPE_LABELS[type]}</h1>
        <LandingHero posts={hero} />
      </div>
      <div className="mt-10">
        <BureauTabs tabs={sections.map(({ bureau }) => ({ id: bureauSectionId(bureau), label: bureau.name }))} />
      </div>
      <div className="mx-auto mt-8 flex max-w-7xl flex-col gap-12 px-4">
        {sections.map(({ bureau, posts }) => (
          <BureauSection key={bureau.id} type={type} bureau={bureau} posts={posts} />
        ))}
      </div>
    </div>
  );
}
