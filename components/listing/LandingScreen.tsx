import { BureauSection, bureauSectionId } from '@/components/listing/BureauSection';
import { BureauTabs } from '@/components/listing/BureauTabs';
import { LandingHero } from '@/components/listing/LandingHero';
import { BUREAUS } from '@/lib/content/bureaus';
import { CONTENT_TYPE_LABELS, type PostType } from '@/lib/content/content-types';
import { LISTING } from '@/lib/content/listing';
import { getPosts, readerScope } from '@/lib/wp';

/**
 * /berita, /artikel, /pengumuman, /undangan (behaviour §2.4): hero of the 4 newest, bureau tabs, and a
 * section per bureau. Each bureau is asked for its own 4 newest posts (in parallel, cached), so a
 * quiet bureau still gets its section — the seed's single 30-post fetch could leave one empty.
 */
export async function LandingScreen({ type, token }: { type: PostType; token?: string }) {
  // With a staff member's token (the signed-in twin), private posts of every bureau too.
  const scope = readerScope(token);
  const [hero, ...perBureau] = await Promise.all([
    getPosts({ type, perPage: LISTING.landingHero, ...scope }),
    ...BUREAUS.map((bureau) => getPosts({ type, bureau: bureau.id, perPage: LISTING.landingPerBureau, ...scope })),
  ]);
  return (
    <div className="pb-8">
      <div className="mx-auto max-w-7xl px-4 pt-8">
        <h1 className="mb-6 border-l-4 border-gold-500 pl-3 text-2xl font-bold uppercase text-brand-900 sm:text-3xl">{CONTENT_TYPE_LABELS[type]}</h1>
        <LandingHero posts={hero.posts} />
      </div>
      <div className="mt-10">
        <BureauTabs tabs={BUREAUS.map((bureau) => ({ id: bureauSectionId(bureau), label: bureau.name }))} />
      </div>
      <div className="mx-auto mt-8 flex max-w-7xl flex-col gap-12 px-4">
        {BUREAUS.map((bureau, index) => (
          <BureauSection key={bureau.id} type={type} bureau={bureau} posts={perBureau[index]?.posts ?? []} />
        ))}
      </div>
    </div>
  );
}
