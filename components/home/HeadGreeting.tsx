import Link from '@/components/ui/Link';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { HEAD_GREETING, HOME_HEADINGS } from '@/lib/content/home';
import { HeadPhoto } from './HeadPhoto';

/** 'SAMBUTAN KEPALA BUA': greeting of the head of the agency with photo. */
export function HeadGreeting() {
  return (
    <section aria-labelledby="sambutan-kepala" className="mx-auto max-w-7xl px-4 pt-12 sm:px-6">
      <SectionHeading id="sambutan-kepala" variant="home">{HOME_HEADINGS.greeting}</SectionHeading>
      <div className="mt-6 grid gap-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 md:grid-cols-[16rem_1fr] lg:grid-cols-[18rem_1fr]">
        <figure className="mx-auto w-full max-w-[15rem] md:max-w-none">
          <div className="relative aspect-[4/5] overflow-hidden rounded-lg bg-brand-50 ring-4 ring-gold-400/60">
            <HeadPhoto />
          </div>
          <figcaption className="mt-3 text-center text-sm font-semibold text-brand-900">{HEAD_GREETING.role}</figcaption>
        </figure>
        <div>
          <blockquote className="border-l-4 border-gold-500 pl-5 text-slate-700">
            <p className="font-semibold italic text-brand-900">{HEAD_GREETING.salutation}</p>
            {HEAD_GREETING.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)} className="mt-4 leading-relaxed">
                {paragraph}
              </p>
            ))}
            <p className="mt-4 font-semibold italic text-brand-900">{HEAD_GREETING.closing}</p>
          </blockquote>
          <Link
            href="/profil"
            className="mt-6 inline-flex items-center gap-2 rounded font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            Profil dan struktur organisasi <span aria-hidden="true">→</span>
          </Link>
        </div>
      </div>
    </section>
  );
}
