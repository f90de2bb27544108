import Link from 'next/link';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { HOME_HEADINGS } from '@/lib/content/home';
import { INTERNAL_APPS, isExternalHref, type InternalApp } from '@/lib/content/internal-apps';
import { AppIcon } from './AppIcon';

const CARD_CLASS =
  'flex h-full flex-col items-start gap-3 rounded-lg bg-white p-4 text-left shadow-sm sm:flex-row ring-1 ring-black/5 transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold-400 motion-reduce:transition-none motion-reduce:hover:translate-y-0';

function AppCardContent({ app, external }: { app: InternalApp; external: boolean }) {
  return (
    <>
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <AppIcon id={app.id} />
      </span>
      <span className="min-w-0">
        <span className="flex items-center gap-1 font-bold text-brand-900">
          {app.name}
          {external && (
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-3.5 w-3.5 shrink-0 text-slate-500" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <path d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" />
            </svg>
          )}
        </span>
        <span className="mt-0.5 block text-sm leading-snug text-slate-600">{app.description}</span>
        {external && <span className="sr-only"> (membuka tab baru)</span>}
      </span>
    </>
  );
}

/** 'APLIKASI INTERNAL' (behaviour §2.3): 12 links; portal pages open in the same tab, other sites in a new one. */
export function InternalApps() {
  return (
    <section aria-labelledby="aplikasi-internal" className="bg-gradient-to-br from-brand-800 to-brand-900">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <SectionHeading id="aplikasi-internal" variant="home" tone="light">
          {HOME_HEADINGS.apps}
        </SectionHeading>
        <p className="mt-3 max-w-2xl text-slate-200">Akses cepat ke aplikasi layanan dan administrasi di lingkungan Mahkamah Agung RI.</p>
        <ul className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4">
          {INTERNAL_APPS.map((app) => {
            const external = isExternalHref(app.href);
            return (
              <li key={app.id}>
                {external ? (
                  <a href={app.href} target="_blank" rel="noopener noreferrer" className={CARD_CLASS}>
                    <AppCardContent app={app} external />
                  </a>
                ) : (
                  <Link href={app.href} className={CARD_CLASS}>
                    <AppCardContent app={app} external={false} />
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
