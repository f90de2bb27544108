import Link from '@/components/ui/Link';
import { INFO_BLURB } from '@/lib/content/home';

/** Short introduction of the agency under the carousel, leading to the profile hub (/profil). */
export function InfoBlurb() {
  return (
    <section aria-labelledby="info-bua" className="border-b border-brand-100 bg-brand-50">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 sm:px-6 md:flex-row md:items-center md:justify-between md:gap-10">
        <div className="max-w-4xl">
          <h2 id="info-bua" className="text-lg font-bold text-brand-900 sm:text-xl">
            {INFO_BLURB.title}
          </h2>
          <p className="mt-2 leading-relaxed text-slate-700">{INFO_BLURB.text}</p>
        </div>
        <Link
          href={INFO_BLURB.href}
          className="inline-flex shrink-0 items-center gap-2 self-start rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 md:self-center"
        >
          {INFO_BLURB.linkLabel}
          <span aria-hidden="true">→</span>
        </Link>
      </div>
    </section>
  );
}
