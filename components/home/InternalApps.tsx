import Link from '@/components/ui/Link';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { HOME_HEADINGS } from '@/lib/content/home';
import { INTERNAL_APPS, isExternalHref, type InternalApp } from '@/lib/content/internal-apps';
import { AppIcon } from './AppIcon';

/** The card's look lives in app/globals.css (`app-card…`): twelve copies of its utilities would add about 35 KB. */
const CARD_CLASS = 'app-card';

function AppCardContent({ app, external }: { app: InternalApp; external: boolean }) {
  return (
    <>
      <span className="app-card-icon">
        <AppIcon id={app.id} />
      </span>
      <span className="min-w-0">
        <span className="app-card-name">
          {app.name}
          {external && (
            <svg aria-hidden="true" viewBox="0 0 24 24" className="line-icon">
              <path d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" />
            </svg>
          )}
        </span>
        <span className="app-card-text">{app.description}</span>
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
